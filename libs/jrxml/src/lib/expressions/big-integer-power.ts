/** base ** exponent for BigInt (the `**` operator needs an ES2016+ compile target). */
export function bigPow(base: bigint, exponent: number): bigint {
  let result = BigInt(1);
  let factor = base;
  for (let e = exponent; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result *= factor;
    factor *= factor;
  }
  return result;
}
