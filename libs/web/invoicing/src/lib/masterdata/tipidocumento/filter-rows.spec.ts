import { filterRows } from './filter-rows';

const righe = [
  { id: 1, codice: 'FT', descrizione: 'Fattura' },
  { id: 2, codice: 'NC', descrizione: 'Nota di credito' },
  { id: 3, codice: 'FTD', descrizione: 'Fattura differita' },
];

describe('filterRows (client-side filter of the type, reason and numerator lists)', () => {
  it('keeps every row when no filter is filled', () => {
    expect(filterRows(righe, {})).toEqual(righe);
    expect(filterRows(righe, { codice: '  ', descrizione: '' })).toEqual(righe);
  });

  it('matches a substring, case-insensitive, trimming the filter', () => {
    expect(filterRows(righe, { descrizione: ' FATT ' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterRows(righe, { codice: 'c' }).map((r) => r.id)).toEqual([2]);
  });

  it('needs every filled filter to match', () => {
    expect(filterRows(righe, { codice: 'ft', descrizione: 'diff' }).map((r) => r.id)).toEqual([3]);
    expect(filterRows(righe, { codice: 'nc', descrizione: 'fattura' })).toEqual([]);
  });

  it('treats a missing field as empty text', () => {
    const conVuoti = [{ id: 9, codice: null as unknown as string, descrizione: 'x' }];
    expect(filterRows(conVuoti, { codice: 'a' })).toEqual([]);
    expect(filterRows(conVuoti, { descrizione: 'X' })).toHaveLength(1);
  });
});
