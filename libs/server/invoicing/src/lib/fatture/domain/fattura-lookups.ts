import type { CedenteSdi, ContestoSdi } from '../../fatturapa/checks/fattura-sdi-checks';

/**
 * The master data a save reads, loaded by the handler and passed in as plain data: the line's VAT,
 * unit, multiplier and expense type are copied from these tables, never taken from the client.
 */
export interface AliquotaLookup {
  descrizioneIva: string;
  aliquota: number;
  natura: string | null;
  riferimentoNormativo: string;
}

export interface TipoDocumentoLookup {
  id: number;
  descrizioneTipoDocumento: string;
  codiceNumeratore: string;
}

export interface CausaleLookup {
  id: number;
  idTipoDocumento: number;
  descrizioneCausale: string;
}

export interface FatturaLookups {
  aliquote: ReadonlyMap<number, AliquotaLookup>;
  unitaMisura: ReadonlyMap<number, string>;
  moltiplicatori: ReadonlyMap<number, { descrizioneMoltiplicatore: string; multiplo: number }>;
  tipiSpesa: ReadonlyMap<number, string>;
  /** the document's type (by its idTipoDocumento), null when absent or unknown */
  tipoDocumento: TipoDocumentoLookup | null;
  /** the document's reason (by its idCausaleDocumento), null when absent or unknown */
  causale: CausaleLookup | null;
  /** the codes of the existing structures */
  strutture: ReadonlySet<string>;
  /** the document's structure (by its codiceStruttura) as the electronic invoice's seller, null when absent or unknown */
  cedente: CedenteSdi | null;
  /** the reference data of the electronic invoice's rules (provinces, legal references) */
  sdi: ContestoSdi;
}
