import { bigPow } from './big-integer-power';
import { ExpressionError } from './expression-error';
import { doubleToString } from './double-to-string';
import { divideAndRound, RoundingMode } from './rounding-mode';

const pow10 = (n: number): bigint => bigPow(BigInt(10), n);
/** Largest scale (and power) accepted; Java allows more, templates never need it. */
const MAX_SCALE = 10000;

const abs = (n: bigint): bigint => (n < BigInt(0) ? -n : n);

/**
 * java.math.BigDecimal: an unscaled BigInt and a scale, exactly like Java, so that scale-sensitive
 * behaviour (toString "1.50", equals vs compareTo, setScale, divide's preferred scale) matches.
 * Native BigInt keeps every operation exact without configuring a library's precision.
 */
export class BigDecimal {
  constructor(
    readonly unscaled: bigint,
    readonly scale: number,
  ) {
    checkScale(scale);
  }

  static readonly ZERO = new BigDecimal(BigInt(0), 0);
  static readonly ONE = new BigDecimal(BigInt(1), 0);
  static readonly TEN = new BigDecimal(BigInt(10), 0);

  /** new BigDecimal(String). */
  static parse(text: string): BigDecimal {
    const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(
      text.trim(),
    );
    if (!match || (match[2] + (match[3] ?? '')).length === 0) {
      throw new ExpressionError(
        `NumberFormatException: "${text}" non è un numero decimale`,
      );
    }
    const fraction = match[3] ?? '';
    const unscaled = BigInt(match[1] + match[2] + fraction);
    return new BigDecimal(unscaled, fraction.length - Number(match[4] ?? 0));
  }

  static fromInteger(value: bigint): BigDecimal {
    return new BigDecimal(value, 0);
  }

  /** new BigDecimal(double): the exact binary value. */
  static exactDouble(value: number): BigDecimal {
    if (!Number.isFinite(value))
      throw new ExpressionError(`NumberFormatException: ${value}`);
    if (Number.isInteger(value)) return new BigDecimal(BigInt(value), 0);
    let mantissa = value;
    let exponent = 0;
    while (!Number.isInteger(mantissa)) {
      mantissa *= 2;
      exponent++;
    }
    // value = mantissa / 2^exponent = mantissa * 5^exponent / 10^exponent
    return new BigDecimal(
      BigInt(mantissa) * bigPow(BigInt(5), exponent),
      exponent,
    );
  }

  /** BigDecimal.valueOf(double): goes through Double.toString (the shortest representation). */
  static valueOfDouble(value: number): BigDecimal {
    if (!Number.isFinite(value))
      throw new ExpressionError(`NumberFormatException: ${value}`);
    return BigDecimal.parse(doubleToString(value));
  }

  add(other: BigDecimal): BigDecimal {
    const scale = Math.max(this.scale, other.scale);
    return new BigDecimal(this.rescaled(scale) + other.rescaled(scale), scale);
  }

  subtract(other: BigDecimal): BigDecimal {
    return this.add(other.negate());
  }

  multiply(other: BigDecimal): BigDecimal {
    return new BigDecimal(
      this.unscaled * other.unscaled,
      this.scale + other.scale,
    );
  }

  /** divide(divisor): exact quotient or ArithmeticException, like Java. */
  divideExact(divisor: BigDecimal): BigDecimal {
    this.checkDivisor(divisor);
    const preferredScale = this.scale - divisor.scale;
    // Terminating iff the reduced denominator has no prime factors other than 2 and 5.
    let denominator =
      abs(divisor.unscaled) / gcd(abs(this.unscaled), abs(divisor.unscaled));
    let extraDigits = 0;
    let twos = 0;
    let fives = 0;
    while (denominator % BigInt(2) === BigInt(0)) {
      denominator /= BigInt(2);
      twos++;
    }
    while (denominator % BigInt(5) === BigInt(0)) {
      denominator /= BigInt(5);
      fives++;
    }
    if (denominator !== BigInt(1)) {
      throw new ExpressionError(
        'ArithmeticException: espansione decimale infinita, nessun risultato decimale esatto',
      );
    }
    extraDigits = Math.max(twos, fives);
    const quotient = this.divide(
      divisor,
      preferredScale + extraDigits,
      RoundingMode.UNNECESSARY,
    );
    return quotient.stripTrailingZerosDownTo(preferredScale);
  }

  /** divide(divisor, scale, roundingMode). */
  divide(divisor: BigDecimal, scale: number, mode: RoundingMode): BigDecimal {
    this.checkDivisor(divisor);
    checkScale(scale);
    // this/divisor = (u1 / u2) * 10^(s2 - s1); we want the unscaled value at `scale`.
    const shift = scale - this.scale + divisor.scale;
    const numerator = shift >= 0 ? this.unscaled * pow10(shift) : this.unscaled;
    const denominator =
      shift >= 0 ? divisor.unscaled : divisor.unscaled * pow10(-shift);
    return new BigDecimal(divideAndRound(numerator, denominator, mode), scale);
  }

  /** Division for the `/` operator: exact when possible, else 34 significant digits HALF_EVEN (DECIMAL128). */
  divideForOperator(divisor: BigDecimal): BigDecimal {
    try {
      return this.divideExact(divisor);
    } catch (error) {
      if (divisor.signum() === 0) throw error;
      // Truncate with at least 35 significant digits, then add a sticky digit (the quotient is
      // inexact) so that rounding to 34 digits is correct.
      const integerDigits =
        this.adjustedExponent() - divisor.adjustedExponent() + 1;
      const truncated = this.divide(
        divisor,
        36 - integerDigits,
        RoundingMode.DOWN,
      );
      const sign = BigInt(this.signum() * divisor.signum());
      const sticky = new BigDecimal(
        truncated.unscaled * BigInt(10) + sign,
        truncated.scale + 1,
      );
      return sticky.setScale(
        sticky.scale - (sticky.precision() - 34),
        RoundingMode.HALF_EVEN,
      );
    }
  }

  remainder(divisor: BigDecimal): BigDecimal {
    const integerQuotient = this.divide(divisor, 0, RoundingMode.DOWN);
    return this.subtract(integerQuotient.multiply(divisor));
  }

  setScale(
    scale: number,
    mode: RoundingMode = RoundingMode.UNNECESSARY,
  ): BigDecimal {
    checkScale(scale);
    if (scale >= this.scale) return new BigDecimal(this.rescaled(scale), scale);
    return new BigDecimal(
      divideAndRound(this.unscaled, pow10(this.scale - scale), mode),
      scale,
    );
  }

  pow(exponent: number): BigDecimal {
    if (exponent < 0 || exponent > MAX_SCALE) {
      throw new ExpressionError(
        `ArithmeticException: esponente ${exponent} non ammesso`,
      );
    }
    return new BigDecimal(
      bigPow(this.unscaled, exponent),
      this.scale * exponent,
    );
  }

  negate(): BigDecimal {
    return new BigDecimal(-this.unscaled, this.scale);
  }

  abs(): BigDecimal {
    return this.unscaled < BigInt(0) ? this.negate() : this;
  }

  signum(): number {
    return this.unscaled === BigInt(0) ? 0 : this.unscaled < BigInt(0) ? -1 : 1;
  }

  precision(): number {
    return abs(this.unscaled).toString().length;
  }

  compareTo(other: BigDecimal): number {
    const scale = Math.max(this.scale, other.scale);
    const a = this.rescaled(scale);
    const b = other.rescaled(scale);
    return a === b ? 0 : a < b ? -1 : 1;
  }

  /** Java equals: same value AND same scale (2.0 is not equal to 2.00). */
  equals(other: BigDecimal): boolean {
    return this.unscaled === other.unscaled && this.scale === other.scale;
  }

  stripTrailingZeros(): BigDecimal {
    if (this.unscaled === BigInt(0)) return BigDecimal.ZERO;
    return this.stripTrailingZerosDownTo(Number.NEGATIVE_INFINITY);
  }

  /** Truncates toward zero, like intValue()/longValue() (without Java's overflow wrapping). */
  toBigInt(): bigint {
    return this.setScale(0, RoundingMode.DOWN).unscaled;
  }

  toNumber(): number {
    return Number(this.toString());
  }

  /** Java's BigDecimal.toString (scientific notation when the scale is negative or the value tiny). */
  toString(): string {
    const digits = abs(this.unscaled).toString();
    const sign = this.unscaled < BigInt(0) ? '-' : '';
    const adjusted = this.adjustedExponent();
    if (this.scale === 0) return sign + digits;
    if (this.scale > 0 && adjusted >= -6)
      return sign + insertPoint(digits, this.scale);
    const mantissa =
      digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${mantissa}E${adjusted >= 0 ? '+' : ''}${adjusted}`;
  }

  toPlainString(): string {
    if (this.scale <= 0) return (this.unscaled * pow10(-this.scale)).toString();
    const sign = this.unscaled < BigInt(0) ? '-' : '';
    return sign + insertPoint(abs(this.unscaled).toString(), this.scale);
  }

  private adjustedExponent(): number {
    return abs(this.unscaled).toString().length - 1 - this.scale;
  }

  private rescaled(scale: number): bigint {
    return this.unscaled * pow10(scale - this.scale);
  }

  private stripTrailingZerosDownTo(minimumScale: number): BigDecimal {
    let unscaled = this.unscaled;
    let scale = this.scale;
    while (
      scale > minimumScale &&
      unscaled !== BigInt(0) &&
      unscaled % BigInt(10) === BigInt(0)
    ) {
      unscaled /= BigInt(10);
      scale--;
    }
    return new BigDecimal(unscaled, scale);
  }

  private checkDivisor(divisor: BigDecimal): void {
    if (divisor.unscaled === BigInt(0))
      throw new ExpressionError('ArithmeticException: divisione per zero');
  }
}

/** Bounds memory and time for hostile templates ("1E999999999", setScale(10^9)...). */
function checkScale(scale: number): void {
  if (Math.abs(scale) > MAX_SCALE) {
    throw new ExpressionError(
      `BigDecimal con scala ${scale} oltre il limite di ${MAX_SCALE}`,
    );
  }
}

function insertPoint(digits: string, scale: number): string {
  const padded = digits.padStart(scale + 1, '0');
  return `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== BigInt(0)) [a, b] = [b, a % b];
  return a === BigInt(0) ? BigInt(1) : a;
}
