import { ExpressionError } from './expression-error';
import { DateTextNames, italianLocale } from './italian-locale';

/** Calendar fields of an instant in a time zone. */
interface DateFields {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
  millisecond: number;
  weekday: number; // 0 = Sunday
  offsetMinutes: number;
}

const fieldFormatters = new Map<string, Intl.DateTimeFormat>();

function fieldsOf(date: Date, timeZone: string): DateFields {
  if (Number.isNaN(date.getTime()))
    throw new ExpressionError('Data non valida');
  let formatter = fieldFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      throw new ExpressionError(`Fuso orario sconosciuto: ${timeZone}`);
    }
    fieldFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date))
    parts[part.type] = part.value;
  const rawYear = Number(parts['year']);
  const year = parts['era'] === 'BC' ? 1 - rawYear : rawYear;
  const millisecond = ((date.getTime() % 1000) + 1000) % 1000;
  const fields = {
    year,
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    millisecond,
  };
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, fields.month - 1, fields.day);
  asUtc.setUTCHours(fields.hour, fields.minute, fields.second, millisecond);
  return {
    ...fields,
    weekday: asUtc.getUTCDay(),
    offsetMinutes: Math.round((asUtc.getTime() - date.getTime()) / 60000),
  };
}

const pad = (value: number, width: number): string =>
  (value < 0 ? '-' : '') + String(Math.abs(value)).padStart(width, '0');

function offset(
  minutes: number,
  separator: string,
  withMinutes = true,
): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(minutes) / 60), 2);
  return (
    sign +
    hours +
    (withMinutes ? separator + pad(Math.abs(minutes) % 60, 2) : '')
  );
}

function dayOfYear(f: DateFields): number {
  return (
    Math.round(
      (Date.UTC(f.year, f.month - 1, f.day) - Date.UTC(f.year, 0, 1)) /
        86400000,
    ) + 1
  );
}

function zoneName(
  date: Date,
  timeZone: string,
  locale: string,
  style: 'short' | 'long',
): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    timeZoneName: style,
  }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

interface Target {
  date: Date;
  timeZone: string;
  fields: DateFields;
}

function field(
  letter: string,
  count: number,
  target: Target,
  names: DateTextNames,
): string {
  const { date, timeZone, fields: f } = target;
  switch (letter) {
    case 'G':
      return names.eras[f.year > 0 ? 1 : 0];
    case 'y':
    case 'Y': {
      const year = f.year > 0 ? f.year : 1 - f.year;
      return count === 2 ? pad(year % 100, 2) : pad(year, count);
    }
    case 'M':
    case 'L':
      if (count >= 4) return names.months[f.month - 1];
      if (count === 3) return names.shortMonths[f.month - 1];
      return pad(f.month, count);
    case 'd':
      return pad(f.day, count);
    case 'D':
      return pad(dayOfYear(f), count);
    case 'F':
      return pad(Math.ceil(f.day / 7), count);
    case 'E':
      return count >= 4
        ? names.weekdays[f.weekday]
        : names.shortWeekdays[f.weekday];
    case 'u':
      return pad(f.weekday === 0 ? 7 : f.weekday, count);
    case 'a':
      return names.amPm[f.hour < 12 ? 0 : 1];
    case 'H':
      return pad(f.hour, count);
    case 'k':
      return pad(f.hour === 0 ? 24 : f.hour, count);
    case 'K':
      return pad(f.hour % 12, count);
    case 'h':
      return pad(f.hour % 12 === 0 ? 12 : f.hour % 12, count);
    case 'm':
      return pad(f.minute, count);
    case 's':
      return pad(f.second, count);
    case 'S':
      return pad(f.millisecond, count);
    case 'z':
      return zoneName(
        date,
        timeZone,
        names.zoneLocale,
        count >= 4 ? 'long' : 'short',
      );
    case 'Z':
      return offset(f.offsetMinutes, '');
    case 'X':
      if (f.offsetMinutes === 0) return 'Z';
      return offset(f.offsetMinutes, count >= 3 ? ':' : '', count >= 2);
    default:
      throw new ExpressionError(
        `Lettera non supportata nel formato data: ${letter}`,
      );
  }
}

type Piece = { literal: string } | { letter: string; count: number };

const compiledPatterns = new Map<string, Piece[]>();

function compile(pattern: string): Piece[] {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached;
  const pieces: Piece[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "'") {
      if (pattern[i + 1] === "'") {
        pieces.push({ literal: "'" });
        i += 2;
        continue;
      }
      let text = '';
      i++;
      while (i < pattern.length) {
        if (pattern[i] === "'") {
          if (pattern[i + 1] === "'") {
            text += "'";
            i += 2;
            continue;
          }
          break;
        }
        text += pattern[i++];
      }
      if (i >= pattern.length)
        throw new ExpressionError(
          `Apice non chiuso nel formato data "${pattern}"`,
        );
      i++;
      pieces.push({ literal: text });
    } else if (/[A-Za-z]/.test(ch)) {
      let count = 1;
      while (pattern[i + count] === ch) count++;
      if (!'GyYMLdDFEuaHkKhmsSzZX'.includes(ch)) {
        throw new ExpressionError(
          `Lettera non supportata nel formato data "${pattern}": ${ch}`,
        );
      }
      pieces.push({ letter: ch, count });
      i += count;
    } else {
      pieces.push({ literal: ch });
      i++;
    }
  }
  compiledPatterns.set(pattern, pieces);
  return pieces;
}

/** Validates a SimpleDateFormat pattern (throws ExpressionError naming the problem). */
export function checkDatePattern(pattern: string): void {
  compile(pattern);
}

/** java.text.SimpleDateFormat(pattern, it-IT).format(date) in the given time zone. */
export function formatDate(
  date: Date,
  pattern: string,
  timeZone: string,
  names: DateTextNames = italianLocale,
): string {
  const target = { date, timeZone, fields: fieldsOf(date, timeZone) };
  return compile(pattern)
    .map((piece) =>
      'literal' in piece
        ? piece.literal
        : field(piece.letter, piece.count, target, names),
    )
    .join('');
}
