import type { RigaDocumentoCommerciale } from '@registro/contracts';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { decideTrasformaRighe, type TrasformaRighe } from './decide-trasforma-righe';

const riga = (trasformata = false): RigaDocumentoCommerciale => ({
  idArticolo: null,
  descrizioneArticolo: 'CARTA',
  quantita: 1,
  prezzoUnitario: 1,
  aliquotaIvaDescrizione: 'T22',
  aliquotaIva: 22,
  offerta: '',
  trasformata,
});

const origine = (over: Partial<NonNullable<DocumentoCommercialeState>> = {}): DocumentoCommercialeState =>
  ({ id: 1, store: 'P', tipo: 'DDT', statoAttuale: 'COMPLETA', listaRighe: [riga(), riga(true), riga()], eliminato: false, ...over }) as DocumentoCommercialeState;

const comando = (over: Partial<TrasformaRighe> = {}): TrasformaRighe => ({ idOrigine: 1, idDocumento: 9, tipo: 'FAT', tipoSuccessivo: 'FAT', righe: [2, 0], ...over });

describe('decideTrasformaRighe (transform a commercial document)', () => {
  it('given a COMPLETA source, marks the chosen rows transformed into the new document, sorted', () => {
    expect(decideTrasformaRighe(comando(), origine())).toEqual([{ type: 'RigheTrasformate', data: { idDocumento: 9, tipo: 'FAT', righe: [0, 2] } }]);
  });

  it('refuses a missing, deleted or draft source, and a type without (or other than) its follow-on type', () => {
    expect(() => decideTrasformaRighe(comando(), null)).toThrow('Documento di origine 1 non trovato');
    expect(() => decideTrasformaRighe(comando(), origine({ eliminato: true }))).toThrow('Documento di origine 1 non trovato');
    expect(() => decideTrasformaRighe(comando(), origine({ statoAttuale: 'BOZZA' }))).toThrow('Solo un documento COMPLETA può essere trasformato');
    expect(() => decideTrasformaRighe(comando({ tipoSuccessivo: null }), origine())).toThrow('Il tipo documento DDT non prevede un documento successivo');
    expect(() => decideTrasformaRighe(comando({ tipo: 'ALTRO' }), origine())).toThrow('Il documento DDT può essere trasformato solo in FAT');
  });

  it('refuses no rows, a row transformed already and a row the source does not have, each named', () => {
    expect(() => decideTrasformaRighe(comando({ righe: [] }), origine())).toThrow('Selezionare almeno una riga da trasformare');
    try {
      decideTrasformaRighe(comando({ righe: [1, 5] }), origine());
      throw new Error('accepted');
    } catch (e) {
      expect((e as { messaggio?: string }).messaggio ?? (e as Error).message).toContain('La riga 2 del documento di origine è già stata trasformata');
      expect((e as { messaggio?: string }).messaggio ?? (e as Error).message).toContain('La riga 6 del documento di origine non esiste');
    }
  });
});
