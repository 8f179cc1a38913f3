import { RECORD_KINDS, sentenceOf } from './record-sentence';

describe('sentenceOf (what the logs say for an event)', () => {
  it('names the kind of record and its code and description on creation', () => {
    expect(sentenceOf({ type: 'RecordCreated', streamType: 'articoli', data: { values: { codice: 'CA3001', descrizione: 'Carta A4 80 g', attivo: true } } })).toEqual({
      frase: 'Articolo creato: CA3001 – Carta A4 80 g',
      operation: 'CREATE',
    });
    expect(sentenceOf({ type: 'RecordCreated', streamType: 'dataanalysisquery', data: { values: { title: 'Fatture per mese', descrizione: '' } } }).frase).toBe(
      'Query creata: Fatture per mese',
    );
  });

  it('names the record on an update only by the code or description the update changed', () => {
    expect(sentenceOf({ type: 'RecordUpdated', streamType: 'iva', data: { changes: { descrizione: { prima: 'IVA 4%', dopo: 'IVA 4% minima' } } } })).toEqual({
      frase: 'Codice IVA modificato: IVA 4% minima',
      operation: 'UPDATE',
    });
    expect(sentenceOf({ type: 'RecordUpdated', streamType: 'strutture', data: { changes: { cap: { prima: '80100', dopo: '80121' } } } }).frase).toBe('Struttura modificata');
  });

  it('agrees the participle with the kind on deletion and restore, which carry no values', () => {
    expect(sentenceOf({ type: 'RecordDeleted', streamType: 'dataanalysisdashboard', data: {} })).toEqual({ frase: 'Dashboard eliminata', operation: 'DELETE' });
    expect(sentenceOf({ type: 'RecordRestored', streamType: 'anagrafica', data: {} })).toEqual({ frase: 'Anagrafica ripristinata', operation: 'RESTORE' });
    expect(sentenceOf({ type: 'RecordDeleted', streamType: 'numeratori', data: {} }).frase).toBe('Numeratore eliminato');
  });

  it("keeps the table's sentence for a stream type it does not know and for every other event", () => {
    expect(sentenceOf({ type: 'RecordCreated', streamType: 'prove', data: { values: { codice: 'X' } } })).toEqual({ frase: 'Record creato', operation: 'CREATE' });
    expect(sentenceOf({ type: 'UserUnlocked', streamType: 'users', data: {} })).toEqual({ frase: 'Utente sbloccato', operation: 'SECURITY' });
  });

  it('writes every kind as an Italian word, never a field or stream name', () => {
    for (const [streamType, { nome }] of Object.entries(RECORD_KINDS)) {
      expect(nome).not.toBe(streamType);
      expect(nome).toMatch(/^[A-Z][a-zà-ù]*( [a-zA-Zà-ù]+)*$/);
    }
  });
});
