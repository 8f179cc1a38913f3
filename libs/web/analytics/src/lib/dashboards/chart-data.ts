import { ELEMENTO_PREDEFINITO, fieldWords, type DashboardElement, type RigaRisultato } from '@registro/contracts';
import { formatDecimale, formatValoreRisultato, isDecimale } from '@registro/web-ui';

export const COLORI = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#ea580c', '#475569'];

const campiDi = (testo: string | undefined) => (testo ?? '').split(';').map((c) => c.trim()).filter(Boolean);
const isNumero = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)));

/** The columns of a query's rows, in the first row's order. */
export function columnsOf(righe: readonly RigaRisultato[]): string[] {
  return righe.length ? Object.keys(righe[0]) : [];
}

/** The columns whose values are all numbers (the measures). */
export function numericColumns(righe: readonly RigaRisultato[]): string[] {
  return columnsOf(righe).filter((c) => righe.every((r) => r[c] === null || r[c] === undefined || isNumero(r[c])));
}

/**
 * A category as the chart labels it (X axis, a dimension's legend, the filter's choices): a whole
 * number as it is (a year 2026, a code), anything else as the data table writes it (12/2026, 2,5).
 */
export function formatEtichetta(valore: unknown): string {
  return typeof valore === 'number' && Number.isInteger(valore) ? String(valore) : formatValoreRisultato(valore);
}

export interface DataColumn {
  campo: string;
  /** the cell's text */
  testo: (valore: unknown) => string;
  /** every value is a number: the column aligns right */
  numerica: boolean;
}

/** A column named for a year (anno, anno_fattura, annoCompetenza, year), not a word that holds it (danno). */
const NOME_ANNO = /(^|[^A-Za-z])(anno|Anno|ANNO|year|Year|YEAR)($|[^a-z])/;

/** A year as a query's rows carry it, a whole number (`extract(year …)`: 2026). */
const isAnno = (valore: unknown) => typeof valore === 'number' && Number.isInteger(valore) && Math.abs(valore) < 10_000;

/**
 * The columns of a query's rows as a table shows them: the values as query values (950,94,
 * 01/12/2026 11:30), a column of numbers aligned right. In a card's "Visualizza dati", `e` names
 * the chart's categories (X axis fields, dimension, filter), written as the chart labels them. A
 * column named for a year whose values are whole numbers is written as years are (2026, not 2.026).
 */
export function dataColumns(righe: readonly RigaRisultato[], e: Partial<Pick<DashboardElement, 'xvalue' | 'dimension' | 'filters'>> = {}): DataColumn[] {
  const categorie = [...campiDi(e.xvalue), e.dimension, e.filters].filter(Boolean);
  return columnsOf(righe).map((campo) => {
    const categoria = categorie.includes(campo);
    const valori = righe.map((r) => r[campo]).filter((v) => v !== null && v !== undefined && v !== '');
    const anni = NOME_ANNO.test(campo) && valori.length > 0 && valori.every(isAnno);
    const testo = categoria || anni ? formatEtichetta : formatValoreRisultato;
    return { campo, testo, numerica: !categoria && valori.length > 0 && valori.every(isDecimale) };
  });
}

/** The distinct values of a column, as text, in order of appearance (the filter's dropdown). */
export function distinctValues(righe: readonly RigaRisultato[], colonna: string): string[] {
  return colonna ? [...new Set(righe.map((r) => String(r[colonna] ?? '')))] : [];
}

/** The rows the card shows: those whose filter column equals the chosen value (all when none is chosen). */
export function filterRows(righe: readonly RigaRisultato[], colonna: string, valore: string): RigaRisultato[] {
  return colonna && valore ? righe.filter((r) => String(r[colonna] ?? '') === valore) : [...righe];
}

/** A numeric card's value: the first measure of the only row. */
export function numericValue(righe: readonly RigaRisultato[]): unknown {
  const [riga] = righe;
  if (!riga) return undefined;
  const colonna = numericColumns(righe)[0] ?? columnsOf(righe)[0];
  return riga[colonna];
}

export interface ChartData {
  labels: string[];
  datasets: { label: string; data: (number | null)[]; backgroundColor: string; borderColor: string; tension?: number; cubicInterpolationMode?: 'monotone' }[];
}

/**
 * chart.js data of a graphic element: labels from the X-axis fields (xvalue, joined by a space;
 * the first non-numeric column when none is chosen), one dataset per other numeric column; with a
 * dimension, one dataset per value of that column (the first measure summed per label). A
 * measure's dataset (its legend and tooltip) is named as words (totale_documento → "Totale Documento").
 */
export function chartData(righe: readonly RigaRisultato[], e: Pick<DashboardElement, 'xvalue' | 'dimension' | 'filters' | 'graphicType'>): ChartData {
  const colonne = columnsOf(righe);
  const numeriche = numericColumns(righe);
  let assiX = campiDi(e.xvalue).filter((c) => colonne.includes(c));
  if (!assiX.length) assiX = [colonne.find((c) => !numeriche.includes(c)) ?? colonne[0]].filter(Boolean);
  const etichettaDi = (r: RigaRisultato) => assiX.map((c) => formatEtichetta(r[c])).join(' ');
  const labels = [...new Set(righe.map(etichettaDi))];
  const misure = numeriche.filter((c) => !assiX.includes(c) && c !== e.dimension && c !== e.filters);
  // a line through the points: monotone keeps the curve between its neighbours (no dip below a point)
  const stile = (i: number) => ({ backgroundColor: COLORI[i % COLORI.length], borderColor: COLORI[i % COLORI.length], ...(e.graphicType === 'line' ? { tension: 0, cubicInterpolationMode: 'monotone' as const } : {}) });
  if (e.dimension && colonne.includes(e.dimension) && misure.length) {
    const misura = misure[0];
    return {
      labels,
      datasets: distinctValues(righe, e.dimension).map((valore, i) => ({
        label: formatEtichetta(valore),
        data: labels.map((l) => {
          const scelte = righe.filter((r) => etichettaDi(r) === l && String(r[e.dimension] ?? '') === valore);
          return scelte.length ? scelte.reduce((somma, r) => somma + Number(r[misura] ?? 0), 0) : null;
        }),
        ...stile(i),
      })),
    };
  }
  return {
    labels,
    datasets: misure.map((misura, i) => ({
      label: fieldWords(misura),
      data: labels.map((l) => {
        const riga = righe.find((r) => etichettaDi(r) === l);
        return riga && riga[misura] !== null && riga[misura] !== undefined ? Number(riga[misura]) : null;
      }),
      ...stile(i),
    })),
  };
}

/** A chart with nothing to draw: no label, or no value in any dataset (it says "Nessun dato"). */
export function chartIsEmpty(data: ChartData): boolean {
  return !data.labels.length || data.datasets.every((d) => d.data.every((v) => v === null || Number.isNaN(v)));
}

const NUMERO_IT = new Intl.NumberFormat('it-IT', { useGrouping: true, maximumFractionDigits: 2 });

/** A value as the axis and the tooltip show it: it-IT, thousands always grouped (8.000, 10.000, 2,5). */
export function formatChartValue(valore: unknown): string {
  const n = Number(valore);
  return Number.isFinite(n) ? NUMERO_IT.format(n) : String(valore ?? '');
}

/**
 * chart.js options of a graphic element: orientation (indexAxis), legend, left margin; the value
 * axis starts at zero, its ticks read it-IT with thousands always grouped, and when every value is
 * whole (counts) it has whole ticks only; a tooltip writes its value with every decimal it has.
 */
export function chartOptions(e: Pick<DashboardElement, 'horizontalDirection' | 'legendVisible' | 'marginLeft'>, data?: ChartData) {
  const interi = !!data && data.datasets.every((d) => d.data.every((v) => v === null || Number.isInteger(v)));
  const assiValori = e.horizontalDirection ? 'x' : 'y';
  return {
    maintainAspectRatio: false,
    indexAxis: e.horizontalDirection ? ('y' as const) : ('x' as const),
    layout: { padding: { left: Number(e.marginLeft) || 0 } },
    locale: 'it-IT',
    plugins: {
      legend: { display: e.legendVisible !== false, position: 'bottom' as const },
      tooltip: {
        callbacks: {
          label: (c: { dataset: { label?: string }; parsed: Record<string, number> }) =>
            `${c.dataset.label ? `${c.dataset.label}: ` : ''}${formatDecimale(c.parsed[assiValori])}`,
        },
      },
    },
    scales: { [assiValori]: { beginAtZero: true, ticks: { ...(interi ? { precision: 0 } : {}), callback: (valore: number | string) => formatChartValue(valore) } } },
  };
}

/** Spec 2 §9: the zoomed chart's default left margin. */
export const ZOOM_MARGINE_SINISTRO = 300;

/**
 * The element as the zoom (the large modal) draws it: left margin 300 unless the element's own
 * margin was set to something other than the card's default 30, which the zoom then keeps.
 */
export function zoomedElement<E extends Pick<DashboardElement, 'marginLeft'>>(e: E): E {
  const proprio = Number(e.marginLeft);
  const impostato = Number.isFinite(proprio) && e.marginLeft !== null && e.marginLeft !== undefined && proprio !== ELEMENTO_PREDEFINITO.marginLeft;
  return impostato ? e : { ...e, marginLeft: ZOOM_MARGINE_SINISTRO };
}
