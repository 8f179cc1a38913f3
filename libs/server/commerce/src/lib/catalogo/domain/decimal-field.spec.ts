import { decimalField } from './decimal-field';

describe('decimalField', () => {
  it('rounds half up with decimals, not binary floats', () => {
    const errori: string[] = [];
    expect(decimalField('Prezzo', 1.005, { places: 2 }, errori)).toBe(1.01);
    expect(decimalField('Prezzo', '2.675', { places: 2 }, errori)).toBe(2.68);
    expect(decimalField('Prezzo', undefined, { places: 2 }, errori)).toBe(0);
    expect(errori).toEqual([]);
  });

  it('collects Italian problems for a non-number or a value out of bounds', () => {
    const errori: string[] = [];
    decimalField('Aliquota', 'abc', { places: 2, max: 100 }, errori);
    decimalField('Aliquota', 101, { places: 2, max: 100 }, errori);
    decimalField('Prezzo', -1, { places: 2 }, errori);
    expect(errori).toEqual(['Il campo Aliquota deve essere un numero', 'Il campo Aliquota deve essere compreso tra 0 e 100', 'Il campo Prezzo non può essere minore di 0']);
  });
});
