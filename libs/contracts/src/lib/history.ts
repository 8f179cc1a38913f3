/** One row of GET /api/modificherisorse (spec 1 §3, modification history). */
export interface ModificaRisorsa {
  versione: number;
  createUser: string;
  /** ISO 8601 instant */
  createDate: string;
  /** readable field-by-field diff, one change per line: "campo: prima → dopo" */
  modifiche: string;
}

/** GET /api/modificherisorse/stato?sezione=&idRisorsa=&al= : the record as it was at that instant. */
export interface StatoRisorsa {
  versione: number;
  al: string;
  eliminato: boolean;
  valori: Record<string, unknown>;
  /** each field of `valori` as the screen names it ("Codice Struttura"), for the "stato al" table */
  etichette?: Record<string, string>;
}
