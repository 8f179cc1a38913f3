import { fieldWords } from './field-words';

describe('fieldWords (the history, the charts and the pivot name fields as a person reads them)', () => {
  it('turns field names into words with capitals and keeps labels the query already wrote', () => {
    expect(fieldWords('totaleDocumento')).toBe('Totale Documento');
    expect(fieldWords('data_documento')).toBe('Data Documento');
    expect(fieldWords('anno')).toBe('Anno');
    expect(fieldWords('N. righe')).toBe('N. righe');
    expect(fieldWords('Totale Fatturato')).toBe('Totale Fatturato');
  });
});
