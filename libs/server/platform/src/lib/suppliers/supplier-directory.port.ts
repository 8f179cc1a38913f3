import type { EventMetadata, Transaction } from '@registro/server-event-store';

/** A supplier as a received invoice names it (CedentePrestatore). */
export interface FornitoreDaCercare {
  denominazione: string;
  /** the Italian VAT number (11 digits), a foreign one with its country code in front; '' when none */
  partitaIva: string;
  codiceFiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia?: string;
  nazione: string;
}

/** The party the supplier was matched to, and how. */
export interface FornitoreTrovato {
  idAnagrafica: number;
  denominazione: string;
  partitaIva: string;
  codiceFiscale: string;
  corrispondenza: 'partitaIva' | 'codiceFiscale' | 'creato';
}

/**
 * The suppliers, as other contexts may find them (commerce implements it with its parties of type
 * FOR): invoicing matches a received invoice's supplier without reading commerce's tables.
 */
export interface SupplierDirectory {
  /**
   * The supplier party with this VAT number, else with this fiscal code, else a new one written in
   * `tx` (with its own history), so a refused import leaves no party behind.
   */
  trovaOCreaFornitore(tx: Transaction, fornitore: FornitoreDaCercare, metadata: EventMetadata): Promise<FornitoreTrovato>;
}

export const SUPPLIER_DIRECTORY = Symbol('SUPPLIER_DIRECTORY');
