import { ownProperty } from './own-property';
import { formatDate } from './date-format';
import { formatNumber } from './decimal-format';
import { ExpressionError } from './expression-error';
import { italianLocale } from './italian-locale';
import { javaToString } from './java-string';
import { isNumeric, JavaValue } from './java-value';
import { RoundingMode } from './rounding-mode';

type Piece = string | { index: number; type?: string; style?: string };

function splitPattern(pattern: string): Piece[] {
  const pieces: Piece[] = [];
  let text = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "'") {
      if (pattern[i + 1] === "'") {
        text += "'";
        i += 2;
        continue;
      }
      const end = pattern.indexOf("'", i + 1);
      text += pattern.slice(i + 1, end < 0 ? pattern.length : end);
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    if (ch !== '{') {
      text += ch;
      i++;
      continue;
    }
    // An argument: {index[,type[,style]]}; the style may hold quoted text and nested braces.
    let depth = 1;
    let j = i + 1;
    let inQuote = false;
    while (j < pattern.length && depth > 0) {
      if (pattern[j] === "'") inQuote = !inQuote;
      else if (!inQuote && pattern[j] === '{') depth++;
      else if (!inQuote && pattern[j] === '}') depth--;
      j++;
    }
    if (depth > 0)
      throw new ExpressionError(
        `Parentesi graffa non chiusa nel messaggio "${pattern}"`,
      );
    const body = pattern.slice(i + 1, j - 1);
    const [indexText, type, ...style] = body.split(',');
    if (!/^\s*\d+\s*$/.test(indexText))
      throw new ExpressionError(
        `Argomento non valido nel messaggio: {${body}}`,
      );
    if (text) pieces.push(text);
    text = '';
    pieces.push({
      index: Number(indexText),
      type: type?.trim(),
      style: style.length ? style.join(',').trim() : undefined,
    });
    i = j;
  }
  if (text) pieces.push(text);
  return pieces;
}

function formatArgument(
  value: JavaValue,
  type: string | undefined,
  style: string | undefined,
  timeZone: string,
): string {
  if (value === null) return 'null';
  switch (type) {
    case undefined:
      if (isNumeric(value))
        return formatNumber(value, italianLocale.numberPattern);
      if (value instanceof Date) {
        return formatDate(
          value,
          `${italianLocale.dateStyles.short}, ${italianLocale.timeStyles.short}`,
          timeZone,
        );
      }
      return javaToString(value, timeZone);
    case 'number': {
      if (!isNumeric(value))
        throw new ExpressionError(
          `Il messaggio formatta come numero un valore non numerico`,
        );
      if (style === undefined)
        return formatNumber(value, italianLocale.numberPattern);
      if (style === 'integer')
        return formatNumber(
          value,
          italianLocale.integerPattern,
          RoundingMode.HALF_EVEN,
        );
      if (style === 'percent')
        return formatNumber(value, italianLocale.percentPattern);
      if (style === 'currency')
        return formatNumber(value, italianLocale.currencyPattern);
      return formatNumber(value, style);
    }
    case 'date':
    case 'time': {
      if (!(value instanceof Date))
        throw new ExpressionError(
          `Il messaggio formatta come data un valore che non è una data`,
        );
      const styles: Record<string, string> =
        type === 'date' ? italianLocale.dateStyles : italianLocale.timeStyles;
      return formatDate(
        value,
        ownProperty(styles, style ?? 'medium') ?? style ?? '',
        timeZone,
      );
    }
    default:
      throw new ExpressionError(
        `Formato non supportato nel messaggio: ${type}`,
      );
  }
}

/** java.text.MessageFormat(pattern, it-IT).format(args), as JasperReports' msg() uses it. */
export function formatMessage(
  pattern: string,
  args: readonly JavaValue[],
  timeZone: string,
): string {
  return splitPattern(pattern)
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if (piece.index >= args.length) return `{${piece.index}}`;
      return formatArgument(
        args[piece.index],
        piece.type,
        piece.style,
        timeZone,
      );
    })
    .join('');
}
