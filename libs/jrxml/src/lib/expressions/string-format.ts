import { BigDecimal } from './big-decimal';
import { formatNumber } from './decimal-format';
import { ExpressionError } from './expression-error';
import { javaToString } from './java-string';
import { isNumeric, type JavaValue } from './java-value';
import { RoundingMode } from './rounding-mode';

const specifier = /%(-)?([,0+ (#]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/g;

function pad(
  text: string,
  width: number | undefined,
  left: boolean,
  zero: boolean,
): string {
  if (width === undefined || text.length >= width) return text;
  if (left) return text.padEnd(width);
  if (zero) {
    const sign = /^[-+]/.test(text) ? text[0] : '';
    return sign + text.slice(sign.length).padStart(width - sign.length, '0');
  }
  return text.padStart(width);
}

function numeric(
  value: JavaValue,
  conversion: string,
): bigint | number | BigDecimal {
  if (!isNumeric(value))
    throw new ExpressionError(
      `IllegalFormatConversionException: %${conversion} non accetta ${javaToString(value, 'UTC')}`,
    );
  return value;
}

/**
 * Java's String.format in the it-IT locale for the conversions templates use: %s %S %d %f %e-less
 * %.Nf with flags "-", "0", ",", "+" and a width, %x, %n and %%. Decimals round HALF_UP, as
 * Formatter does.
 */
export function formatString(
  format: string,
  args: readonly JavaValue[],
  timeZone: string,
): string {
  let next = 0;
  return format.replace(
    specifier,
    (
      whole,
      minus: string | undefined,
      flags: string,
      width: string | undefined,
      precision: string | undefined,
      conversion: string,
    ) => {
      if (conversion === '%') return '%';
      if (conversion === 'n') return '\n';
      if (next >= args.length)
        throw new ExpressionError(
          `MissingFormatArgumentException: manca l'argomento per ${whole}`,
        );
      const value = args[next++];
      const size = width === undefined ? undefined : Number(width);
      const left = minus === '-';
      const zero = flags.includes('0');
      const group = flags.includes(',') ? '#,##' : '';
      const plus = flags.includes('+');
      const signed = (text: string, negative: boolean) =>
        plus && !negative ? `+${text}` : text;
      switch (conversion) {
        case 's':
        case 'S': {
          let text = value === null ? 'null' : javaToString(value, timeZone);
          if (precision !== undefined) text = text.slice(0, Number(precision));
          return pad(
            conversion === 'S' ? text.toUpperCase() : text,
            size,
            left,
            false,
          );
        }
        case 'd': {
          if (value === null) return pad('null', size, left, false);
          const number = numeric(value, 'd');
          if (typeof number !== 'bigint')
            throw new ExpressionError(
              'IllegalFormatConversionException: %d richiede un intero',
            );
          const text = formatNumber(number, `${group}0`);
          return pad(signed(text, number < BigInt(0)), size, left, zero);
        }
        case 'f': {
          if (value === null) return pad('null', size, left, false);
          const number = numeric(value, 'f');
          const digits = precision === undefined ? 6 : Number(precision);
          const pattern = `${group}0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
          const text = formatNumber(number, pattern, RoundingMode.HALF_UP);
          const negative = text.startsWith('-');
          return pad(signed(text, negative), size, left, zero);
        }
        case 'x':
        case 'X': {
          const number = numeric(value, conversion);
          if (typeof number !== 'bigint')
            throw new ExpressionError(
              'IllegalFormatConversionException: %x richiede un intero',
            );
          const text = number.toString(16);
          return pad(
            conversion === 'X' ? text.toUpperCase() : text,
            size,
            left,
            zero,
          );
        }
        case 'b':
          return pad(
            String(value !== null && value !== false),
            size,
            left,
            false,
          );
        default:
          throw new ExpressionError(
            `Formato non supportato in String.format: ${whole}`,
          );
      }
    },
  );
}
