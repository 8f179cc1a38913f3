import { BigDecimal } from './big-decimal';
import { formatDate } from './date-format';
import { doubleToString } from './double-to-string';
import { englishDateNames } from './italian-locale';
import { DecimalFormatValue, SimpleDateFormatValue } from './java-value';

/** String.valueOf(value) as Java prints it (string concatenation uses this too). */
export function javaToString(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return doubleToString(value);
  if (typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof BigDecimal) return value.toString();
  if (value instanceof Date)
    return formatDate(
      value,
      'EEE MMM dd HH:mm:ss z yyyy',
      timeZone,
      englishDateNames,
    );
  if (
    value instanceof DecimalFormatValue ||
    value instanceof SimpleDateFormatValue
  ) {
    return `java.text.${value instanceof DecimalFormatValue ? 'DecimalFormat' : 'SimpleDateFormat'}@${value.pattern}`;
  }
  if (Array.isArray(value))
    return `[${value.map((item) => javaToString(item, timeZone)).join(', ')}]`;
  if (value instanceof Set)
    return `[${[...value].map((item) => javaToString(item, timeZone)).join(', ')}]`;
  if (value instanceof Map) {
    return `{${[...value].map(([k, v]) => `${javaToString(k, timeZone)}=${javaToString(v, timeZone)}`).join(', ')}}`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${k}=${javaToString(v, timeZone)}`).join(', ')}}`;
  }
  return String(value);
}
