import { ExpressionError } from './expression-error';

/** java.math.RoundingMode; `code` equals the legacy BigDecimal.ROUND_* int constant. */
export class RoundingMode {
  private constructor(
    readonly name: string,
    readonly code: number,
  ) {}

  static readonly UP = new RoundingMode('UP', 0);
  static readonly DOWN = new RoundingMode('DOWN', 1);
  static readonly CEILING = new RoundingMode('CEILING', 2);
  static readonly FLOOR = new RoundingMode('FLOOR', 3);
  static readonly HALF_UP = new RoundingMode('HALF_UP', 4);
  static readonly HALF_DOWN = new RoundingMode('HALF_DOWN', 5);
  static readonly HALF_EVEN = new RoundingMode('HALF_EVEN', 6);
  static readonly UNNECESSARY = new RoundingMode('UNNECESSARY', 7);

  static readonly all = [
    RoundingMode.UP,
    RoundingMode.DOWN,
    RoundingMode.CEILING,
    RoundingMode.FLOOR,
    RoundingMode.HALF_UP,
    RoundingMode.HALF_DOWN,
    RoundingMode.HALF_EVEN,
    RoundingMode.UNNECESSARY,
  ];

  static fromCode(code: number): RoundingMode {
    const mode = RoundingMode.all[code];
    if (!mode)
      throw new ExpressionError(
        `Modalità di arrotondamento non valida: ${code}`,
      );
    return mode;
  }

  toString(): string {
    return this.name;
  }
}

/**
 * numerator / denominator rounded to an integer with the given mode (exact: BigInt only).
 */
export function divideAndRound(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode,
): bigint {
  if (denominator === BigInt(0))
    throw new ExpressionError('ArithmeticException: divisione per zero');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === BigInt(0)) return quotient;
  const negative = numerator < BigInt(0) !== denominator < BigInt(0);
  const sign = negative ? -BigInt(1) : BigInt(1);
  const twiceRemainder =
    BigInt(2) * (remainder < BigInt(0) ? -remainder : remainder);
  const absDenominator = denominator < BigInt(0) ? -denominator : denominator;
  const half =
    twiceRemainder === absDenominator
      ? 0
      : twiceRemainder > absDenominator
        ? 1
        : -1;
  let awayFromZero: boolean;
  switch (mode) {
    case RoundingMode.UP:
      awayFromZero = true;
      break;
    case RoundingMode.DOWN:
      awayFromZero = false;
      break;
    case RoundingMode.CEILING:
      awayFromZero = !negative;
      break;
    case RoundingMode.FLOOR:
      awayFromZero = negative;
      break;
    case RoundingMode.HALF_UP:
      awayFromZero = half >= 0;
      break;
    case RoundingMode.HALF_DOWN:
      awayFromZero = half > 0;
      break;
    case RoundingMode.HALF_EVEN:
      awayFromZero =
        half > 0 || (half === 0 && quotient % BigInt(2) !== BigInt(0));
      break;
    default:
      throw new ExpressionError(
        'ArithmeticException: arrotondamento necessario',
      );
  }
  return awayFromZero ? quotient + sign : quotient;
}
