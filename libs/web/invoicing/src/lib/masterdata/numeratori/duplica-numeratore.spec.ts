import type { Numeratore } from '@registro/contracts';
import { duplicaBody, duplicaIniziale, validaDuplica } from './duplica-numeratore';

const FT: Numeratore = { id: 7, codice: 'FT', descrizione: 'Fatture', valore: 42, anno: 2026, codiceStruttura: '001', note: 'sede' };

describe('duplicate numerator modal', () => {
  it('starts from the next year with value 0 and the same note', () => {
    expect(duplicaIniziale(FT)).toEqual({ valore: 0, anno: 2027, note: 'sede' });
  });

  it('requires Anno', () => {
    expect(validaDuplica({ valore: 0, anno: null, note: '' })).toEqual({ anno: 'obbligatorio' });
    expect(validaDuplica({ valore: 0, anno: Number.NaN, note: '' })).toEqual({ anno: 'obbligatorio' });
  });

  it('refuses a negative Valore and accepts an empty one', () => {
    expect(validaDuplica({ valore: -1, anno: 2027, note: '' })).toEqual({ valore: 'negativo' });
    expect(validaDuplica({ valore: null, anno: 2027, note: '' })).toEqual({});
    expect(validaDuplica({ valore: 5, anno: 2027, note: '' })).toEqual({});
  });

  it('posts the code, description and structure of the original with the chosen values, without id', () => {
    expect(duplicaBody(FT, { valore: null, anno: 2027, note: 'nuovo anno' })).toEqual({
      codice: 'FT',
      descrizione: 'Fatture',
      codiceStruttura: '001',
      valore: 0,
      anno: 2027,
      note: 'nuovo anno',
    });
  });
});
