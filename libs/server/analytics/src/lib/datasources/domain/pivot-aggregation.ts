import type { RigaRisultato } from '@registro/contracts';

/** The column of an aggregated pivot result that counts the original rows of each combination. */
export const COLONNA_RIGHE = 'N. righe';

/** Up to this many rows the pivot gets the query's rows as they are; beyond, the database aggregates them. */
export const PIVOT_RIGHE_DIRETTE = 20_000;

/** How a database names a column and groups: PostgreSQL has GROUPING SETS, MariaDB a plain GROUP BY. */
export interface SqlStyle {
  quote(name: string): string;
  groupingSets: boolean;
}

/** Measures are the columns whose every value in the sample is a number (or null); the rest are dimensions. */
export function pivotColumns(sample: readonly RigaRisultato[]): { dimensioni: string[]; misure: string[] } {
  const colonne = Object.keys(sample[0] ?? {});
  const misura = (c: string) => sample.some((r) => r[c] !== null && r[c] !== undefined) && sample.every((r) => r[c] === null || r[c] === undefined || typeof r[c] === 'number');
  return { dimensioni: colonne.filter((c) => !misura(c)), misure: colonne.filter(misura) };
}

/**
 * The query wrapped so that the database returns one row per combination of the dimensions, with
 * the sum of each measure and the count of the original rows (COLONNA_RIGHE): what a pivot of
 * sums and counts needs, in as many rows as there are combinations.
 */
export function aggregatedSql(inner: string, dimensioni: readonly string[], misure: readonly string[], style: SqlStyle): string {
  const q = style.quote;
  const dims = dimensioni.map(q).join(', ');
  const colonne = [...dimensioni.map(q), `count(*) AS ${q(COLONNA_RIGHE)}`, ...misure.map((m) => `sum(${q(m)}) AS ${q(m)}`)];
  const gruppi = style.groupingSets ? ` GROUP BY GROUPING SETS ((${dims}))` : dims ? ` GROUP BY ${dims}` : '';
  return `SELECT ${colonne.join(', ')} FROM (${inner}) AS righe${gruppi}`;
}
