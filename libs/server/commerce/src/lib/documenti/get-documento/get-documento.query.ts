import type { StoreDocumento } from '../domain/documento-commerciale.events';

/** GET /api/paperclean/documenti/{id} (P) or /a/{id} (A): the document with its `versione`. */
export class GetDocumentoQuery {
  constructor(
    readonly id: number,
    readonly store: StoreDocumento,
  ) {}
}
