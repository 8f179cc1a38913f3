/// <reference path="./react-pivottable.d.ts" />
import TableRenderers from 'react-pivottable/TableRenderers';
import { aggregatorTemplates as tpl, numberFormat } from 'react-pivottable/Utilities';
import { fieldWords } from '@registro/contracts';

const numero = numberFormat({ thousandsSep: '.', decimalSep: ',' });
const intero = numberFormat({ thousandsSep: '.', decimalSep: ',', digitsAfterDecimal: 0 });
const percentuale = numberFormat({ thousandsSep: '.', decimalSep: ',', digitsAfterDecimal: 1, scaler: 100, suffix: '%' });

/** The aggregations of the pivot with Italian names and number formats (react-pivottable ships them in English). */
export const AGGREGATORI_PIVOT = {
  Conteggio: tpl.count(intero),
  'Conteggio valori distinti': tpl.countUnique(intero),
  'Elenco valori distinti': tpl.listUnique(', '),
  Somma: tpl.sum(numero),
  'Somma intera': tpl.sum(intero),
  Media: tpl.average(numero),
  Mediana: tpl.median(numero),
  'Varianza campionaria': tpl.var(1, numero),
  'Deviazione standard campionaria': tpl.stdev(1, numero),
  Minimo: tpl.min(numero),
  Massimo: tpl.max(numero),
  Primo: tpl.first(numero),
  Ultimo: tpl.last(numero),
  'Somma su somma': tpl.sumOverSum(numero),
  'Somma in % del totale': tpl.fractionOf(tpl.sum(), 'total', percentuale),
  'Somma in % delle righe': tpl.fractionOf(tpl.sum(), 'row', percentuale),
  'Somma in % delle colonne': tpl.fractionOf(tpl.sum(), 'col', percentuale),
  'Conteggio in % del totale': tpl.fractionOf(tpl.count(), 'total', percentuale),
  'Conteggio in % delle righe': tpl.fractionOf(tpl.count(), 'row', percentuale),
  'Conteggio in % delle colonne': tpl.fractionOf(tpl.count(), 'col', percentuale),
};

/** The table renderers with Italian names (the TSV export is left out, like the original toolbar's export tabs). */
export const RENDERER_PIVOT = {
  Tabella: TableRenderers['Table'],
  'Tabella con mappa di calore': TableRenderers['Table Heatmap'],
  'Mappa di calore per colonne': TableRenderers['Table Col Heatmap'],
  'Mappa di calore per righe': TableRenderers['Table Row Heatmap'],
};

/** The pivot's default aggregation (Count) and renderer. */
export const AGGREGATORE_PREDEFINITO = 'Conteggio';
export const RENDERER_PREDEFINITO = 'Tabella';

/** Spec 2 §9 "allowed year columns are fixed": the only field names the pivot puts on its columns by itself (any case). */
export const COLONNE_ANNO = ['anno', 'year'] as const;

/** Spec 2 §2.8 "its behaviour differs for id 1 and id 3": the dashboards whose pivot opens by year. */
export const DASHBOARD_PIVOT_PER_ANNO = { conteggio: 1, conteggioDistinti: 3 } as const;

/**
 * How the pivot of a dashboard opens (docs/design.md, "Pivot of dashboards 1 and 3"): every pivot
 * counts (Conteggio) with the X-axis fields on the rows; dashboard 1 puts the year column on the
 * columns; dashboard 3 does too and counts the distinct values of the first other field (Conteggio
 * valori distinti). Only a field named in COLONNE_ANNO is a year column; without one, no columns.
 */
export function pivotIniziale(idDashboard: number, colonne: readonly string[], righe: readonly string[]): Record<string, unknown> {
  if (idDashboard !== DASHBOARD_PIVOT_PER_ANNO.conteggio && idDashboard !== DASHBOARD_PIVOT_PER_ANNO.conteggioDistinti) return { aggregatorName: AGGREGATORE_PREDEFINITO };
  const anno = colonne.find((c) => (COLONNE_ANNO as readonly string[]).includes(c.toLowerCase()));
  const cols = anno ? [anno] : [];
  if (idDashboard === DASHBOARD_PIVOT_PER_ANNO.conteggio) return { aggregatorName: AGGREGATORE_PREDEFINITO, cols };
  const contato = colonne.find((c) => c !== anno && !righe.includes(c));
  return { aggregatorName: 'Conteggio valori distinti', cols, vals: contato ? [contato] : [] };
}

/** The analytic rows with their columns named by fieldWords, for the pivot. */
export function righeConEtichette(righe: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return righe.map((r) => Object.fromEntries(Object.entries(r).map(([c, v]) => [fieldWords(c), v])));
}
