/**
 * A source's integer or decimal as a query's rows carry it, alike from every dialect: a whole
 * number as a number when exact (counts feed the charts), past 2^53 as its text; a decimal as its
 * text, exact and with its scale, so that a sum of amounts "1000.50" reaches the screen as
 * 1.000,50 and not 1.000,5 (the web reads decimal text as a number: charts, pivot, cells).
 */
export function numericValue(testo: string): number | string {
  if (!/^-?\d+$/.test(testo)) return testo;
  const n = Number(testo);
  return Number.isSafeInteger(n) ? n : testo;
}
