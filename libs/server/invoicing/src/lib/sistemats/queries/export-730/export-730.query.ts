import type { Fattura730Esclusa } from '@registro/contracts';

/** The invoice list's other filters the 730 export honours (as GET documenti reads them). */
export interface Filtri730 {
  numeroDocumento?: string;
  tipoDocumentoDescrizione?: string;
  cognomeRagioneSoggetto?: string;
}

/** GET /api/sistemats/730 (the file) and sistemats/730/esclusi (what it leaves out): a structure's patient invoices in a period. */
export class Export730Query {
  constructor(
    readonly codiceStruttura: string,
    /** YYYY-MM-DD, days in Italy, both included */
    readonly dataDal: string,
    readonly dataAl: string,
    readonly filtri: Filtri730 = {},
  ) {}
}

export interface File730 {
  xml: string;
  nomeFile: string;
  /** the invoices of the period and filters left out of the file, with their reasons */
  esclusi: Fattura730Esclusa[];
  /** how many invoices the file holds */
  incluse: number;
}
