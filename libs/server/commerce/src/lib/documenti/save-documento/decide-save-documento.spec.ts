import type { DocumentoRichiesto } from '../domain/build-documento';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { SOLO_BOZZA_MODIFICABILE, decideSaveDocumento, richiedeNumero, type SaveDocumento } from './decide-save-documento';

const ADESSO = '2026-03-10T09:00:00.000Z';

const richiesto = (stato: 'BOZZA' | 'COMPLETA', noteAnagrafica = ''): DocumentoRichiesto => ({
  contenuto: {
    tipo: 'DDT',
    dataOra: null,
    idAnagrafica: 5,
    descrizioneAnagrafica: 'ROSSI',
    noteAnagrafica,
    anagrafica: null,
    listaRighe: [],
    importoNetto: 0,
    importoNettoAggiuntivo: 0,
    importoIva: 0,
    importoLordo: 0,
  },
  stato,
  documentoOrigine: null,
});

const salva = (documento: DocumentoRichiesto, numerazione: SaveDocumento['numerazione'] = null): SaveDocumento => ({ id: 7, store: 'P', documento, numerazione, adesso: ADESSO });

const bozza = (over: Partial<NonNullable<DocumentoCommercialeState>> = {}): DocumentoCommercialeState =>
  ({ ...richiesto('BOZZA').contenuto, dataOra: ADESSO, id: 7, store: 'P', numero: '', statoAttuale: 'BOZZA', eliminato: false, ...over }) as DocumentoCommercialeState;

describe('decideSaveDocumento (save a commercial document)', () => {
  it('given no stream, creates the draft dated now; a COMPLETA one is numbered and completed', () => {
    expect(decideSaveDocumento(salva(richiesto('BOZZA')), null)).toEqual([
      { type: 'DocumentoCreato', data: { id: 7, store: 'P', documentoOrigine: null, contenuto: { ...richiesto('BOZZA').contenuto, dataOra: ADESSO } } },
    ]);
    expect(decideSaveDocumento(salva(richiesto('COMPLETA'), { anno: 2026, numero: 3 }), null).map((e) => e.type)).toEqual(['DocumentoCreato', 'DocumentoNumerato', 'DocumentoCompletato']);
  });

  it('given a draft, records only the changed fields, nothing when nothing changed', () => {
    expect(decideSaveDocumento(salva(richiesto('BOZZA')), bozza())).toEqual([]);
    expect(decideSaveDocumento(salva(richiesto('BOZZA', 'nuova')), bozza())).toEqual([
      { type: 'DocumentoModificato', data: { contenuto: { ...richiesto('BOZZA', 'nuova').contenuto, dataOra: ADESSO }, campi: ['noteAnagrafica'] } },
    ]);
  });

  it('refuses a COMPLETA document, a deleted one and one of the other store', () => {
    expect(() => decideSaveDocumento(salva(richiesto('BOZZA')), bozza({ statoAttuale: 'COMPLETA' }))).toThrow(SOLO_BOZZA_MODIFICABILE);
    expect(() => decideSaveDocumento(salva(richiesto('BOZZA')), bozza({ eliminato: true }))).toThrow('Documento 7 non trovato');
    expect(() => decideSaveDocumento(salva(richiesto('BOZZA')), bozza({ store: 'A' }))).toThrow('Documento 7 non trovato');
  });

  it('asks for a number only when the document becomes COMPLETA without one', () => {
    expect(richiedeNumero(richiesto('COMPLETA'), null)).toBe(true);
    expect(richiedeNumero(richiesto('BOZZA'), null)).toBe(false);
    expect(richiedeNumero(richiesto('COMPLETA'), bozza({ numero: '4' }))).toBe(false);
  });
});
