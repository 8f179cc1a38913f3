import { BigDecimal } from './big-decimal';
import { ExpressionError } from './expression-error';
import { italianLocale } from './italian-locale';
import { RoundingMode } from './rounding-mode';

interface Affixes {
  prefix: string;
  suffix: string;
}

interface NumberPattern {
  positive: Affixes;
  /** Explicit negative subpattern affixes; otherwise "-" + positive prefix. */
  negative?: Affixes;
  minimumIntegerDigits: number;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** 0 when the pattern has no grouping separator. */
  groupingSize: number;
  decimalSeparatorAlwaysShown: boolean;
  multiplier: number;
}

const symbols = italianLocale;
const compiledPatterns = new Map<string, NumberPattern>();

/** Reads prefix or suffix text up to a number character; handles quotes and % ‰ ¤. */
function readAffix(
  pattern: string,
  start: number,
  stopAtNumber: boolean,
  found: { multiplier: number },
): [string, number] {
  let text = '';
  let i = start;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === ';') break;
    if (stopAtNumber && '#0,.'.includes(ch)) break;
    if (!stopAtNumber && '#0,.E'.includes(ch)) {
      throw new ExpressionError(
        `Formato numerico non valido "${pattern}": carattere ${ch} nel suffisso`,
      );
    }
    if (ch === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end < 0)
        throw new ExpressionError(
          `Apice non chiuso nel formato numerico "${pattern}"`,
        );
      text += end === i + 1 ? "'" : pattern.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    if (ch === '%') {
      found.multiplier = 100;
      text += symbols.percent;
    } else if (ch === '\u2030') {
      found.multiplier = 1000;
      text += symbols.perMille;
    } else if (ch === '\u00a4') {
      if (pattern[i + 1] === '\u00a4') {
        text += symbols.currencyCode;
        i++;
      } else {
        text += symbols.currencySymbol;
      }
    } else if (ch === '-') {
      text += symbols.minusSign;
    } else {
      text += ch;
    }
    i++;
  }
  return [text, i];
}

function compile(pattern: string): NumberPattern {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached;
  const found = { multiplier: 1 };
  const [prefix, numberStart] = readAffix(pattern, 0, true, found);
  let i = numberStart;
  let integerPart = '';
  let fractionPart = '';
  let seenPoint = false;
  while (i < pattern.length && '#0,.'.includes(pattern[i])) {
    if (pattern[i] === '.') {
      if (seenPoint)
        throw new ExpressionError(
          `Formato numerico non valido "${pattern}": due separatori decimali`,
        );
      seenPoint = true;
    } else if (seenPoint) {
      if (pattern[i] === ',')
        throw new ExpressionError(
          `Formato numerico non valido "${pattern}": raggruppamento nei decimali`,
        );
      fractionPart += pattern[i];
    } else {
      integerPart += pattern[i];
    }
    i++;
  }
  if (pattern[i] === 'E') {
    throw new ExpressionError(
      `Formato numerico non supportato "${pattern}": notazione scientifica (E)`,
    );
  }
  if (
    !/^[#,]*[0,]*$/.test(integerPart) ||
    !/^0*#*$/.test(fractionPart) ||
    integerPart + fractionPart === ''
  ) {
    throw new ExpressionError(`Formato numerico non valido "${pattern}"`);
  }
  const [suffix, end] = readAffix(pattern, i, false, found);
  let negative: Affixes | undefined;
  if (pattern[end] === ';') {
    const negativeFound = { multiplier: 1 };
    const [negativePrefix, negativeNumberStart] = readAffix(
      pattern,
      end + 1,
      true,
      negativeFound,
    );
    let j = negativeNumberStart;
    while (j < pattern.length && '#0,.'.includes(pattern[j])) j++;
    const [negativeSuffix] = readAffix(pattern, j, false, negativeFound);
    negative = { prefix: negativePrefix, suffix: negativeSuffix };
  }
  const lastComma = integerPart.lastIndexOf(',');
  const compiled: NumberPattern = {
    positive: { prefix, suffix },
    negative,
    minimumIntegerDigits: integerPart.replace(/[^0]/g, '').length,
    minimumFractionDigits: fractionPart.replace(/[^0]/g, '').length,
    maximumFractionDigits: fractionPart.length,
    groupingSize: lastComma < 0 ? 0 : integerPart.length - lastComma - 1,
    decimalSeparatorAlwaysShown: seenPoint && fractionPart === '',
    multiplier: found.multiplier,
  };
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

/** Validates a DecimalFormat pattern (throws ExpressionError naming the problem). */
export function checkNumberPattern(pattern: string): void {
  compile(pattern);
}

function group(digits: string, size: number): string {
  if (size <= 0) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size)
    groups.unshift(digits.slice(Math.max(0, end - size), end));
  return groups.join(symbols.groupingSeparator);
}

/**
 * java.text.DecimalFormat(pattern, it-IT symbols).format(value). Doubles are formatted from their
 * exact binary value with HALF_EVEN, like Java 8+; BigDecimal and integers exactly.
 */
export function formatNumber(
  value: bigint | number | BigDecimal,
  pattern: string,
  roundingMode: RoundingMode = RoundingMode.HALF_EVEN,
): string {
  const format = compile(pattern);
  if (typeof value === 'number' && Number.isNaN(value))
    return symbols.notANumber;
  const negative =
    typeof value === 'number'
      ? value < 0 || Object.is(value, -0)
      : typeof value === 'bigint'
        ? value < BigInt(0)
        : value.signum() < 0;
  const affixes = negative
    ? (format.negative ?? {
        prefix: symbols.minusSign + format.positive.prefix,
        suffix: format.positive.suffix,
      })
    : format.positive;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return affixes.prefix + symbols.infinity + affixes.suffix;
  }
  const decimal =
    typeof value === 'number'
      ? BigDecimal.exactDouble(value)
      : typeof value === 'bigint'
        ? BigDecimal.fromInteger(value)
        : value;
  const scaled = decimal
    .abs()
    .multiply(BigDecimal.fromInteger(BigInt(format.multiplier)));
  const rounded = scaled
    .setScale(format.maximumFractionDigits, roundingMode)
    .toPlainString();
  const [integerDigits, fractionDigits = ''] = rounded.split('.');
  let integer = integerDigits
    .replace(/^0+/, '')
    .padStart(format.minimumIntegerDigits, '0');
  let fraction = fractionDigits.replace(/0+$/, '');
  if (fraction.length < format.minimumFractionDigits)
    fraction = fraction.padEnd(format.minimumFractionDigits, '0');
  if (integer === '' && fraction === '') integer = '0';
  const showPoint = fraction !== '' || format.decimalSeparatorAlwaysShown;
  const number =
    group(integer, format.groupingSize) +
    (showPoint ? symbols.decimalSeparator + fraction : '');
  return affixes.prefix + number + affixes.suffix;
}
