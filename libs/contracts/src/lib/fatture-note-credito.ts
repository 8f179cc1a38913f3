/**
 * Credit notes (issue 26): a TD04 document issued from an invoice, all or some of its lines, linked
 * to it. The credit note is an invoice document of a credit-note type (`fatturaCollegata` on it);
 * the invoice lists its credit notes and what is left to credit.
 */

/** The invoice a credit note credits: on the credit note's DocumentoFattura, from its creation. */
export interface FatturaCollegata {
  id: number;
  numeroDocumento: string;
  /** ISO timestamp */
  dataDocumento: string;
}

/** Body of POST documenti/{id}/notacredito. */
export interface NotaCreditoRichiesta {
  /** the 1-based positions of the invoice's lines to credit; all of them when absent */
  righe?: number[];
  /** the credit note's date (ISO 8601 or epoch ms); now when absent */
  dataDocumento?: string;
}

/** One credit note of an invoice (GET documenti/{id}/notecredito). */
export interface NotaCreditoEmessaElenco {
  id: number;
  numeroDocumento: string;
  /** ISO timestamp */
  dataDocumento: string;
  totaleDocumento: number;
}

/** GET documenti/{id}/notecredito: the invoice's credit notes, oldest first, their total and what is left to credit. */
export interface NoteCreditoFattura {
  noteCredito: NotaCreditoEmessaElenco[];
  /** the sum of the credit notes' totals */
  totale: number;
  /** the invoice's total less `totale` */
  residuo: number;
}
