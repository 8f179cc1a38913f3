/** POST /api/paperclean/documenti/elabora: the document with recalculated totals; nothing is stored. */
export class ElaboraDocumentoQuery {
  constructor(readonly body: unknown) {}
}
