import { foldEvents, type RecordedEvent } from '@registro/server-event-store';
import { cancelDocumento, documentoAggregate, sendToFse } from './documento.aggregate';
import type { DocumentoEvent } from './documento.events';

const recorded = (e: DocumentoEvent): RecordedEvent<DocumentoEvent> => e as RecordedEvent<DocumentoEvent>;

const prodotto = recorded({
  type: 'DocumentoProdotto',
  data: { idRisorsa: 1, sezione: 'fatturazione', idAnagrafica: null, nomeFile: 'a.pdf', descrizione: '', tipoDocumento: 'REFERTO', dataRefertazione: '2026-03-10T09:00:00.000Z', sha256: 'h1', size: 10 },
});
const firmato = recorded({ type: 'DocumentoFirmato', data: { sha256: 'h2', size: 12, firmatario: 'admin', codiceDispositivo: 'STRUTTURA', grafica: false, fieldName: 'Firma' } });

describe('documento aggregate', () => {
  it('folds production and signatures into the current PDF and the signature count', () => {
    const state = foldEvents(documentoAggregate, [prodotto, firmato]);
    expect(state.values).toMatchObject({ sha256: 'h2', size: 12, firme: 1, ultimoFirmatario: 'admin', inviatoFse: false });
    expect(state.annullato).toBe(false);
  });

  it('sends to the FSE once, refuses unknown or withdrawn documents', () => {
    const state = foldEvents(documentoAggregate, [prodotto]);
    expect(sendToFse(state, new Date('2026-03-11T10:00:00Z'))).toEqual([{ type: 'DocumentoInviatoFse', data: { dataInvio: '2026-03-11T10:00:00.000Z' } }]);
    const inviato = foldEvents(documentoAggregate, [prodotto, recorded({ type: 'DocumentoInviatoFse', data: { dataInvio: '2026-03-11T10:00:00.000Z' } })]);
    expect(() => sendToFse(inviato, new Date())).toThrow('Documento già inviato al FSE');
    expect(() => sendToFse(documentoAggregate.initialState(), new Date())).toThrow('Documento non trovato');
    const annullato = foldEvents(documentoAggregate, [prodotto, recorded({ type: 'DocumentoAnnullato', data: { motivo: 'errore' } })]);
    expect(() => cancelDocumento(annullato, 'ancora')).toThrow('Documento non trovato');
    expect(cancelDocumento(state, 'errore')).toEqual([{ type: 'DocumentoAnnullato', data: { motivo: 'errore' } }]);
  });
});
