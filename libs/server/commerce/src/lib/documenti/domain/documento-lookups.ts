import type { Anagrafica } from '@registro/contracts';

/** What a save reads besides the body: the VAT table, the document type and the counterparty. */
export interface DocumentoLookups {
  /** VAT by lower-case code */
  iva: Map<string, { codice: string; aliquota: number }>;
  tipo: { codiceTipo: string; richiedeFattura: string | null } | null;
  anagrafica: Pick<Anagrafica, 'id' | 'codice' | 'nominativo' | 'codiceTipo' | 'indirizzo' | 'citta' | 'telefono' | 'partitaIva' | 'codiceFiscale' | 'attivo' | 'listaNote'> | null;
}
