import { chartData, chartIsEmpty, chartOptions, dataColumns, distinctValues, formatChartValue, formatEtichetta, filterRows, numericValue, zoomedElement } from './chart-data';
import { gridClasses, newElement, replaceElement, sortByPosition } from './dashboard-element';

const righe = [
  { anno: 2025, mese: '01', tipo: 'Fattura', totale: '120.50', numero: 3 },
  { anno: 2025, mese: '02', tipo: 'Fattura', totale: 80, numero: 2 },
  { anno: 2025, mese: '02', tipo: 'Nota', totale: -10, numero: 1 },
];

describe('a dashboard chart from the rows of its query', () => {
  it('labels by the X-axis fields and draws the other numeric columns as datasets', () => {
    const d = chartData(righe.slice(0, 2), { xvalue: 'anno;mese', dimension: '', filters: '', graphicType: 'bar' });
    expect(d.labels).toEqual(['2025 01', '2025 02']);
    expect(d.datasets.map((s) => [s.label, s.data])).toEqual([
      ['Totale', [120.5, 80]],
      ['Numero', [3, 2]],
    ]);
  });

  it('names a measure in the legend as words, not as the query column (totale_documento → Totale Documento)', () => {
    const d = chartData([{ mese: '01', totale_documento: 10, numeroFatture: 2, 'N. righe': 4 }], { xvalue: 'mese', dimension: '', filters: '', graphicType: 'bar' });
    expect(d.datasets.map((s) => s.label)).toEqual(['Totale Documento', 'Numero Fatture', 'N. righe']);
  });

  it('splits the first measure by the dimension, and filters rows by the chosen value', () => {
    const d = chartData(righe, { xvalue: 'anno;mese', dimension: 'tipo', filters: '', graphicType: 'line' });
    expect(d.datasets.map((s) => [s.label, s.data])).toEqual([
      ['Fattura', [120.5, 80]],
      ['Nota', [null, -10]],
    ]);
    expect(distinctValues(righe, 'tipo')).toEqual(['Fattura', 'Nota']);
    expect(filterRows(righe, 'tipo', 'Nota')).toHaveLength(1);
    expect(filterRows(righe, 'tipo', '')).toHaveLength(3);
  });

  it('takes the first text column as labels when no X-axis field is chosen; a numeric card shows the first measure', () => {
    expect(chartData([{ tipo: 'A', n: 1 }], { xvalue: '', dimension: '', filters: '', graphicType: 'bar' }).labels).toEqual(['A']);
    expect(numericValue([{ numero: 42 }])).toBe(42);
    expect(numericValue([])).toBeUndefined();
  });

  it('turns orientation, legend and left margin into chart.js options', () => {
    expect(chartOptions({ horizontalDirection: true, legendVisible: false, marginLeft: 30 })).toMatchObject({ indexAxis: 'y', layout: { padding: { left: 30 } }, plugins: { legend: { display: false } } });
    const conteggi = { labels: ['A'], datasets: [{ label: 'n', data: [3, null], backgroundColor: '', borderColor: '' }] };
    expect(chartOptions({ horizontalDirection: false, legendVisible: true, marginLeft: 30 }, conteggi).scales).toEqual({ y: { beginAtZero: true, ticks: { precision: 0, callback: expect.any(Function) } } });
    expect(chartOptions({ horizontalDirection: true, legendVisible: true, marginLeft: 30 }, { ...conteggi, datasets: [{ ...conteggi.datasets[0], data: [2.5] }] }).scales).toEqual({ x: { beginAtZero: true, ticks: { callback: expect.any(Function) } } });
  });

  it('writes the value axis it-IT with thousands always grouped: 8.000 beside 10.000, never 8000', () => {
    const opzioni = chartOptions({ horizontalDirection: false, legendVisible: true, marginLeft: 30 });
    const tick = (opzioni.scales['y'] as { ticks: { callback: (v: number) => string } }).ticks.callback;
    expect([0, 2000, 8000, 10000, 1250000, 2.5].map(tick)).toEqual(['0', '2.000', '8.000', '10.000', '1.250.000', '2,5']);
    expect(formatChartValue('8000')).toBe('8.000');
    const etichetta = opzioni.plugins.tooltip.callbacks.label({ dataset: { label: 'totale' }, parsed: { x: 0, y: 8000 } });
    expect(etichetta).toBe('totale: 8.000');
  });

  it('labels months, days and decimals the Italian way, and a whole number (a year) as it is', () => {
    const d = chartData(
      [
        { anno: 2026, mese: '2026-12', giorno: '2026-12-01', fatturato: '950.94' },
        { anno: 2026, mese: '2026-11', giorno: '2026-11-02', fatturato: '1234.5' },
      ],
      { xvalue: 'anno;mese;giorno', dimension: '', filters: '', graphicType: 'bar' },
    );
    expect(d.labels).toEqual(['2026 12/2026 01/12/2026', '2026 11/2026 02/11/2026']);
    expect(d.datasets[0].data).toEqual([950.94, 1234.5]);
    expect(['2026-12', 2026, '2.5', 2.5, 'Fattura'].map(formatEtichetta)).toEqual(['12/2026', '2026', '2,5', '2,5', 'Fattura']);
  });

  it('writes a tooltip with every decimal its value has (950,94, 1.234,5)', () => {
    const etichetta = chartOptions({ horizontalDirection: true, legendVisible: true, marginLeft: 30 }).plugins.tooltip.callbacks.label;
    expect(etichetta({ dataset: { label: 'Fatturato' }, parsed: { x: 950.94, y: 0 } })).toBe('Fatturato: 950,94');
    expect(etichetta({ dataset: { label: 'Fatturato' }, parsed: { x: 1234.567, y: 0 } })).toBe('Fatturato: 1.234,567');
  });

  it('writes the data table Italian: amounts and dates as values (right-aligned numbers), the chart categories as labelled', () => {
    const righe = [
      { anno: 2026, mese: '2026-12', fatturato: '950.94', numero: 12000, codice: '00123', creata: '2026-12-01T10:30:00Z' },
      { anno: 2025, mese: '2025-01', fatturato: 1234.5, numero: null, codice: '00124', creata: null },
    ];
    const colonne = dataColumns(righe, { xvalue: 'anno', dimension: '', filters: '' });
    expect(colonne.map((c) => [c.campo, righe.map((r) => c.testo(r[c.campo as keyof typeof r])), c.numerica])).toEqual([
      ['anno', ['2026', '2025'], false],
      ['mese', ['12/2026', '01/2025'], false],
      ['fatturato', ['950,94', '1.234,5'], true],
      ['numero', ['12.000', ''], true],
      ['codice', ['00123', '00124'], false],
      ['creata', ['01/12/2026 11:30', ''], false],
    ]);
  });

  it('writes a year that is not a chart category as a year (2026, not 2.026), and leaves other counts grouped', () => {
    const righe = [
      { anno_fattura: 2026, annoCompetenza: 2025, year: 2024, danno: 2026, totale: 2026 },
      { anno_fattura: 2025, annoCompetenza: null, year: 2023, danno: 1500, totale: '12.5' },
    ];
    const colonne = dataColumns(righe);
    expect(colonne.map((c) => [c.campo, righe.map((r) => c.testo(r[c.campo as keyof typeof r])), c.numerica])).toEqual([
      ['anno_fattura', ['2026', '2025'], true],
      ['annoCompetenza', ['2025', ''], true],
      ['year', ['2024', '2023'], true],
      ['danno', ['2.026', '1.500'], true],
      ['totale', ['2.026', '12,5'], true],
    ]);
  });

  it('draws a line without overshoot (monotone, no tension) through its points', () => {
    const d = chartData(righe.slice(0, 2), { xvalue: 'anno;mese', dimension: '', filters: '', graphicType: 'line' });
    expect(d.datasets[0]).toMatchObject({ tension: 0, cubicInterpolationMode: 'monotone' });
  });

  it('is empty when the query has no rows or no value to draw', () => {
    expect(chartIsEmpty(chartData([], { xvalue: '', dimension: '', filters: '', graphicType: 'bar' }))).toBe(true);
    expect(chartIsEmpty(chartData([{ tipo: 'A', n: null }], { xvalue: '', dimension: '', filters: '', graphicType: 'bar' }))).toBe(true);
    expect(chartIsEmpty(chartData([{ tipo: 'A', n: 0 }], { xvalue: '', dimension: '', filters: '', graphicType: 'bar' }))).toBe(false);
  });
});

describe('dashboard elements', () => {
  it('a new body element has the defaults of spec 2 §3 at the next position', () => {
    const primo = newElement([]);
    expect(primo).toMatchObject({ position: 1, cols: 12, xs: 12, sm: 12, md: 12, lg: 6, xl: 6, legendVisible: true, marginLeft: 30, type: 'graphic', graphicType: 'bar' });
    expect(newElement([primo, { ...primo, id: 5, position: 7 }])).toMatchObject({ id: 6, position: 8 });
  });

  it('keeps elements sorted by position after a change, and maps widths to grid classes', () => {
    const a = { ...newElement([]), id: 1, position: 1 };
    const b = { ...newElement([]), id: 2, position: 2 };
    const dopo = replaceElement({ headerElements: [], bodyElements: [a, b] }, { ...a, position: 3 });
    expect(dopo.bodyElements.map((e) => e.id)).toEqual([2, 1]);
    expect(sortByPosition([b, a]).map((e) => e.id)).toEqual([1, 2]);
    expect(gridClasses({ ...a, xs: 12, sm: 12, md: 0, lg: 6, xl: 4 })).toBe('block col-12 sm:block sm:col-12 md:hidden lg:block lg:col-6 xl:block xl:col-4');
  });
});

describe('zoomedElement (spec 2 §9 "Zoomed chart default left margin 300")', () => {
  it("draws the zoom with a left margin of 300 unless the element's own margin was set otherwise", () => {
    expect(zoomedElement({ marginLeft: 30 }).marginLeft).toBe(300);
    expect(zoomedElement({ marginLeft: undefined as unknown as number }).marginLeft).toBe(300);
    expect(zoomedElement({ marginLeft: 120 }).marginLeft).toBe(120);
    expect(zoomedElement({ marginLeft: 0 }).marginLeft).toBe(0);
  });
});
