import { pivotIniziale } from './pivot-italiano';

const COLONNE = ['Anno', 'mese', 'tipo', 'importo'];

describe('how the pivot opens (spec 2 §2.8 "differs for id 1 and id 3", §9 count or distinct count, fixed year columns)', () => {
  it('any other dashboard: Conteggio, nothing on the columns', () => {
    expect(pivotIniziale(2, COLONNE, ['mese'])).toEqual({ aggregatorName: 'Conteggio' });
  });

  it('dashboard 1: Conteggio by year (the year column on the columns)', () => {
    expect(pivotIniziale(1, COLONNE, ['mese'])).toEqual({ aggregatorName: 'Conteggio', cols: ['Anno'] });
  });

  it('dashboard 3: Conteggio valori distinti of the first field neither on the rows nor the year, by year', () => {
    expect(pivotIniziale(3, COLONNE, ['mese'])).toEqual({ aggregatorName: 'Conteggio valori distinti', cols: ['Anno'], vals: ['tipo'] });
  });

  it('only a field named anno or year is a year column: without one, no columns', () => {
    expect(pivotIniziale(1, ['data_anno', 'annotazione', 'tipo'], [])).toEqual({ aggregatorName: 'Conteggio', cols: [] });
    expect(pivotIniziale(3, ['YEAR', 'tipo'], [])).toEqual({ aggregatorName: 'Conteggio valori distinti', cols: ['YEAR'], vals: ['tipo'] });
  });
});
