/**
 * Commercial documents of spec 3 §3 under /api/paperclean/documenti (principal store P) and
 * /api/paperclean/documenti/a (archive A): spec 2's invoices already own /api/documenti.
 */
import type { Anagrafica } from './anagrafiche';

export const STATI_DOCUMENTO = ['BOZZA', 'COMPLETA'] as const;
export type StatoDocumento = (typeof STATI_DOCUMENTO)[number];

/** Document row (§3 "Riga"). */
export interface RigaDocumentoCommerciale {
  idArticolo: number | null;
  descrizioneArticolo: string;
  quantita: number;
  prezzoUnitario: number;
  /** the VAT code */
  aliquotaIvaDescrizione: string;
  /** the VAT percentage */
  aliquotaIva: number;
  offerta: 'SI' | 'NO' | '';
  /** in the transformation page: the row was already carried into a follow-on document */
  trasformata?: boolean;
}

/** One entry of a document's status history (BOZZA at creation, COMPLETA when saved complete). */
export interface StatoDocumentoDataOra {
  stato: StatoDocumento;
  /** ISO timestamp */
  statoDataOra: string;
}

export interface DocumentoCommerciale {
  /** -1 or absent for a new one */
  id: number;
  /** the stream version the editor loaded; sent back on save so a concurrent save is a 409 */
  versione?: number;
  numero: string;
  /** document type code */
  tipo: string;
  /** ISO timestamp */
  dataOra: string;
  statoAttuale: StatoDocumento;
  statoAttualeDataOra: string | null;
  idAnagrafica: number | null;
  descrizioneAnagrafica: string;
  noteAnagrafica: string;
  /** id of the source document of a transformation */
  documentoOrigine: number | null;
  importoNetto: number;
  importoNettoAggiuntivo: number;
  importoIva: number;
  importoLordo: number;
  listaRighe: RigaDocumentoCommerciale[];
  anagrafica?: Partial<Anagrafica> | null;
  /**
   * In a transformation (spec 3's "Transformation payload", POST with documentoOrigine): the source
   * document, whose `listaRighe` rows carry `trasformata`. The rows marked that the source has not
   * transformed yet (matched by position) are the rows taken, each only once; the server reads the
   * source itself from its own copy.
   */
  ordineOrigine?: DocumentoCommerciale | null;
  /** the status history, oldest first (read only) */
  listaStati?: StatoDocumentoDataOra[];
}

/** GET /api/paperclean/scrivania: Home's counters of commercial documents (issue 25). */
export interface ScrivaniaDocumenti {
  /** the principal store's documents in BOZZA: the list /paperclean/documenti?statoAttuale=BOZZA */
  documentiInBozza: number;
}
