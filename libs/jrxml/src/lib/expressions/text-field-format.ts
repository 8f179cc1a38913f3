import { BigDecimal } from './big-decimal';
import { formatDate } from './date-format';
import { formatNumber } from './decimal-format';
import { italianLocale } from './italian-locale';
import { javaToString } from './java-string';
import { isNumeric, JavaValue } from './java-value';

type Style = 'short' | 'medium' | 'long' | 'full';

/** JasperReports' date style words ("default" is MEDIUM; "hide" leaves that part out). */
function dateStyle(word: string): Style | 'hide' | undefined {
  const lower = word.trim().toLowerCase();
  if (lower === 'default') return 'medium';
  return ['short', 'medium', 'long', 'full', 'hide'].includes(lower)
    ? (lower as Style | 'hide')
    : undefined;
}

/** The SimpleDateFormat pattern DefaultFormatFactory uses for a text field pattern. */
function datePattern(pattern: string | null | undefined): string {
  const text = pattern?.trim() ?? '';
  const separator = text.indexOf(',');
  const date =
    text === ''
      ? 'short'
      : dateStyle(separator < 0 ? text : text.slice(0, separator));
  if (date === undefined) return pattern ?? '';
  const time =
    text === ''
      ? 'short'
      : separator < 0
        ? date
        : dateStyle(text.slice(separator + 1));
  if (time === undefined) return pattern ?? '';
  const datePart = date === 'hide' ? '' : italianLocale.dateStyles[date];
  const timePart = time === 'hide' ? '' : italianLocale.timeStyles[time];
  const joiner = date === 'short' || date === 'medium' ? ', ' : ' ';
  return datePart && timePart
    ? datePart + joiner + timePart
    : datePart + timePart;
}

/** Pattern "[h]:mm:ss": a number of seconds as a duration with unbounded hours. */
function duration(value: bigint | number | BigDecimal): string {
  const seconds = Math.round(
    typeof value === 'number' ? value : Number(value.toString()),
  );
  const sign = seconds < 0 ? '-' : '';
  const total = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/**
 * The text a JasperReports text field shows for a value and its `pattern`, as DefaultFormatFactory
 * does in it-IT: dates with a SimpleDateFormat pattern or style words ("short", "medium,hide"...,
 * SHORT date and time without pattern); numbers with a DecimalFormat pattern or "[h]:mm:ss", and
 * String.valueOf without pattern; anything else String.valueOf. Null stays null (isBlankWhenNull
 * is the caller's choice).
 */
export function formatTextFieldValue(
  value: JavaValue,
  pattern: string | null | undefined,
  timeZone: string,
): string | null {
  if (value === null) return null;
  if (value instanceof Date)
    return formatDate(value, datePattern(pattern), timeZone);
  if (isNumeric(value) && pattern && pattern.trim() !== '') {
    return pattern === '[h]:mm:ss'
      ? duration(value)
      : formatNumber(value, pattern);
  }
  return javaToString(value, timeZone);
}
