/**
 * Italian VAT number (partita IVA): 11 digits, the last a check digit (the Luhn-like algorithm of
 * DM 23/12/1976): digits in odd positions are added, those in even positions doubled (less 9
 * when over 9) and added; the check digit brings the sum to a multiple of 10.
 */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 digits with a valid check digit (and not all zeros); spaces around are not allowed. */
export function partitaIvaValida(s: string): boolean {
  if (!/^\d{11}$/.test(s) || /^0+$/.test(s)) return false;
  return partitaIvaCheckDigit(s.slice(0, 10)) === Number(s[10]);
}
