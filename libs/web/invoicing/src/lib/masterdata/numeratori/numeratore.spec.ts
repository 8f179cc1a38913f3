import { numeratoreBody, numeratoriBase } from './numeratore';

describe('numerator record helpers', () => {
  it('the view and edit pages return to the area they were opened from', () => {
    expect(numeratoriBase('/fatturazionenumeratori/edit/3')).toBe('/fatturazionenumeratori');
    expect(numeratoriBase('/numeratori/view/3')).toBe('/numeratori');
    expect(numeratoriBase('/editnumeratori/3')).toBe('/numeratori');
  });

  it('sends exactly the record fields, texts trimmed and an empty value as 0', () => {
    const conExtra = { id: 4, codice: ' FT ', descrizione: ' Fatture ', valore: null as unknown as number, anno: 2027, codiceStruttura: ' 001', note: 'n', versione: 3 };
    expect(numeratoreBody(conExtra)).toEqual({ id: 4, codice: 'FT', descrizione: 'Fatture', valore: 0, anno: 2027, codiceStruttura: '001', note: 'n' });
  });
});
