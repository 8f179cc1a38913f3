import { instantOfRomeWallClock, romeDay, romeDayBounds } from './rome-calendar';

/**
 * The date codec of the edge: how every body field and query filter the specs call a timestamp or
 * a date is read, in the HTTP DTOs (through `@registro/server-platform`'s `TimestampField`,
 * `DayFilter`) and in the domain builders that validate the JSON themselves.
 *
 * Accepted: epoch milliseconds as a number or a numeric string; ISO 8601 (`2026-11-28`,
 * `2026-11-28T10:00`, `2026-11-28T10:00:00Z`, `…+01:00`, seconds and fractions optional, `T` or a
 * space); a Date. A day or a time without offset is read on the Rome wall clock (`2026-11-28` is
 * midnight in Rome). Absent: undefined, null, '' or blanks. Anything else, or a year outside
 * 1-9999, is not a date.
 *
 * A date-only filter (dataDal/dataAl of a day picker) reads the value as its Rome day: the value
 * handed on is the instant where that day begins in Rome (`romeDay(value)` gives the day back).
 */
export type DateReading = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'date'; value: Date };

const ABSENT: DateReading = { kind: 'absent' };
const INVALID: DateReading = { kind: 'invalid' };

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const EPOCH_MS = /^-?\d{1,16}$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const MIN_MS = Date.UTC(1, 0, 1) - 14 * 3_600_000;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 14 * 3_600_000;

/** "La Data Documento non è una data valida": a value that is there but names no date. */
export const invalidDateMessage = (label: string) => `La ${label} non è una data valida`;

/** "La Data Documento è obbligatoria": a required date left empty. */
export const requiredDateMessage = (label: string) => `La ${label} è obbligatoria`;

function fromEpochMs(ms: number): DateReading {
  if (!Number.isInteger(ms) || ms < MIN_MS || ms > MAX_MS) return INVALID;
  return { kind: 'date', value: new Date(ms) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromIso(text: string): DateReading {
  const m = ISO.exec(text);
  if (!m) return INVALID;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return INVALID;
  if (hour > 23 || minute > 59 || second > 59) return INVALID;
  const zone = m[8];
  if (!zone) return fromEpochMs(instantOfRomeWallClock({ year, month, day, hour, minute, second }) + ms);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (zone.toUpperCase() === 'Z') return fromEpochMs(wall);
  const digits = zone.slice(1).replace(':', '');
  const [offsetHours, offsetMinutes] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return INVALID;
  const offset = (offsetHours * 60 + offsetMinutes) * 60_000;
  return fromEpochMs(zone[0] === '-' ? wall + offset : wall - offset);
}

/** A timestamp field or filter: the instant the value names. */
export function readInstant(value: unknown): DateReading {
  if (value === undefined || value === null) return ABSENT;
  if (value instanceof Date) return fromEpochMs(value.getTime());
  if (typeof value === 'number') return fromEpochMs(value);
  if (typeof value !== 'string') return INVALID;
  const text = value.trim();
  if (!text) return ABSENT;
  return EPOCH_MS.test(text) ? fromEpochMs(Number(text)) : fromIso(text);
}

/**
 * The upper bound of a filter on instants (dataAl of a date-time picker): an instant as
 * `readInstant`, a day without a time as the last millisecond of that day in Rome, so that
 * `colonna <= value` takes the whole day.
 */
export function readInstantUpTo(value: unknown): DateReading {
  const reading = readInstant(value);
  if (reading.kind !== 'date' || typeof value !== 'string' || !DAY_ONLY.test(value.trim())) return reading;
  return { kind: 'date', value: new Date(romeDayEnd(reading.value).getTime() - 1) };
}

/** A date-only filter: the Rome day the value names (an instant read as its day in Rome), as the instant it begins. */
export function readRomeDay(value: unknown): DateReading {
  const reading = readInstant(value);
  return reading.kind === 'date' ? { kind: 'date', value: romeDayBounds(romeDay(reading.value)).start } : reading;
}

/** The instant where the Rome day after `day`'s day begins: the exclusive end of a date-only "al". */
export function romeDayEnd(day: Date): Date {
  return romeDayBounds(romeDay(day)).end;
}
