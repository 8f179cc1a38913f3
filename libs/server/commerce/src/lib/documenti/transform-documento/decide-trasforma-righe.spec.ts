import type { RigaDocumentoCommerciale } from '@registro/contracts';
import { BadRequestError, DeciderSpecification } from '@registro/server-platform';
import type { DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';
import { trasformaRigheDecider, type TrasformaRighe } from './decide-trasforma-righe';
import { isTrasformazione, trasformazioneRichiesta } from './trasformazione-richiesta';

const spec = DeciderSpecification.for(trasformaRigheDecider);

const riga = (descrizioneArticolo: string): RigaDocumentoCommerciale => ({
  idArticolo: null,
  descrizioneArticolo,
  quantita: 1,
  prezzoUnitario: 1,
  aliquotaIvaDescrizione: 'T22',
  aliquotaIva: 22,
  offerta: '',
  trasformata: false,
});

const creato = (store: 'P' | 'A' = 'P'): DocumentoCommercialeEvent => ({
  type: 'DocumentoCreato',
  data: {
    id: 1,
    store,
    documentoOrigine: null,
    contenuto: {
      tipo: 'DDT',
      dataOra: '2026-11-28T09:00:00.000Z',
      idAnagrafica: 5,
      descrizioneAnagrafica: 'ROSSI',
      noteAnagrafica: '',
      anagrafica: null,
      listaRighe: [riga('CARTA'), riga('SAPONE'), riga('DETERSIVO')],
      importoNetto: 3,
      importoNettoAggiuntivo: 0,
      importoIva: 0.66,
      importoLordo: 3.66,
    },
  },
});
const completato: DocumentoCommercialeEvent[] = [
  { type: 'DocumentoNumerato', data: { tipo: 'DDT', anno: 2026, numero: 1 } },
  { type: 'DocumentoCompletato', data: {} },
];
/** a COMPLETA source whose row 2 was carried into document 8 already */
const origine: DocumentoCommercialeEvent[] = [creato(), ...completato, { type: 'RigheTrasformate', data: { idDocumento: 8, tipo: 'FAT', righe: [1] } }];

const comando = (over: Partial<TrasformaRighe> = {}): TrasformaRighe => ({
  idOrigine: 1,
  store: 'P',
  idDocumento: 9,
  tipo: 'FAT',
  tipoSuccessivo: 'FAT',
  righeMarcate: [2, 0],
  righeNuovoDocumento: 2,
  ...over,
});

const messaggio = (atteso: string) => (e: Error) => e.message === atteso;

describe('decideTrasformaRighe (transform a commercial document)', () => {
  it('marks the rows the body marks and the source has not transformed yet, sorted: the earlier marks the client carries are not taken again', () => {
    spec(origine).when(comando()).then({ type: 'RigheTrasformate', data: { idDocumento: 9, tipo: 'FAT', righe: [0, 2] } });
    spec(origine).when(comando({ righeMarcate: [1, 2], righeNuovoDocumento: 1 })).then({ type: 'RigheTrasformate', data: { idDocumento: 9, tipo: 'FAT', righe: [2] } });
  });

  it('refuses a missing, deleted, other-store or draft source, and a type without (or other than) its follow-on type', () => {
    spec([]).when(comando()).thenThrows(BadRequestError, messaggio('Documento di origine 1 non trovato'));
    spec([...origine, { type: 'DocumentoEliminato', data: {} }]).when(comando()).thenThrows(BadRequestError, messaggio('Documento di origine 1 non trovato'));
    spec([creato('A'), ...completato]).when(comando()).thenThrows(BadRequestError, messaggio('Documento di origine 1 non trovato'));
    spec(creato()).when(comando()).thenThrows(BadRequestError, messaggio('Solo un documento COMPLETA può essere trasformato'));
    spec(origine).when(comando({ tipoSuccessivo: null })).thenThrows(BadRequestError, messaggio('Il tipo documento DDT non prevede un documento successivo'));
    spec(origine).when(comando({ tipo: 'ALTRO' })).thenThrows(BadRequestError, messaggio('Il documento DDT può essere trasformato solo in FAT'));
  });

  it('refuses no row marked, only rows transformed already, a row the source does not have, each named', () => {
    spec(origine).when(comando({ righeMarcate: [] })).thenThrows(BadRequestError, messaggio('Selezionare almeno una riga da trasformare'));
    spec(origine).when(comando({ righeMarcate: [1], righeNuovoDocumento: 1 })).thenThrows(BadRequestError, messaggio('Selezionare almeno una riga da trasformare#La riga 2 del documento di origine è già stata trasformata#'));
    spec(origine).when(comando({ righeMarcate: [0, 5] })).thenThrows(BadRequestError, messaggio('La riga 6 del documento di origine non esiste#'));
  });

  it('refuses a new document whose rows are not one per row taken (a stale copy of the source)', () =>
    spec(origine)
      .when(comando({ righeMarcate: [0, 1], righeNuovoDocumento: 2 }))
      .thenThrows(BadRequestError, messaggio('Il nuovo documento ha 2 righe ma le righe da trasformare del documento di origine sono 1: ricaricare il documento di origine')));
});

describe('trasformazioneRichiesta (the spec\'s transformation payload)', () => {
  const corpo = (over: Record<string, unknown> = {}) => ({
    tipo: 'FAT',
    documentoOrigine: 1,
    ordineOrigine: { id: 1, tipo: 'DDT', listaRighe: [{ trasformata: true }, { trasformata: false }, { descrizioneArticolo: 'X' }, { trasformata: true }] },
    ...over,
  });

  it('reads the source id and the positions of the rows marked trasformata: true', () => {
    expect(trasformazioneRichiesta(corpo())).toEqual({ idOrigine: 1, righeMarcate: [0, 3] });
    expect(trasformazioneRichiesta(corpo({ documentoOrigine: '1', ordineOrigine: { listaRighe: [{ trasformata: true }] } }))).toEqual({ idOrigine: 1, righeMarcate: [0] });
    expect(trasformazioneRichiesta(corpo({ ordineOrigine: null }))).toEqual({ idOrigine: 1, righeMarcate: [] });
  });

  it('refuses a source that is missing, not an id, or another document than ordineOrigine', () => {
    expect(() => trasformazioneRichiesta(corpo({ documentoOrigine: undefined }))).toThrow('Il Documento di Origine è obbligatorio per trasformare le righe');
    expect(() => trasformazioneRichiesta(corpo({ documentoOrigine: 'x' }))).toThrow('Il Documento di Origine non è valido');
    expect(() => trasformazioneRichiesta(corpo({ documentoOrigine: 2 }))).toThrow('Il documento di origine inviato (1) non è il Documento di Origine 2');
  });

  it('a new document is a transformation when it names documentoOrigine or marks rows of ordineOrigine', () => {
    expect(isTrasformazione(corpo())).toBe(true);
    expect(isTrasformazione(corpo({ ordineOrigine: undefined }))).toBe(true);
    expect(isTrasformazione(corpo({ documentoOrigine: null }))).toBe(true);
    expect(isTrasformazione({ tipo: 'DDT', documentoOrigine: null, ordineOrigine: null })).toBe(false);
    expect(isTrasformazione({ tipo: 'DDT', ordineOrigine: { listaRighe: [{ trasformata: false }] } })).toBe(false);
  });
});
