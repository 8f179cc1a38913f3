/** GET /api/sistemats/730: the 730 precompilata file of a structure's patient invoices in a period. */
export class Export730Query {
  constructor(
    readonly codiceStruttura: string,
    /** YYYY-MM-DD, days in Italy, both included */
    readonly dataDal: string,
    readonly dataAl: string,
  ) {}
}

export interface File730 {
  xml: string;
  nomeFile: string;
}
