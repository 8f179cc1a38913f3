/** GET /api/documenti/:id: the document with its lines and `versione`. */
export class GetFatturaQuery {
  constructor(readonly id: number) {}
}
