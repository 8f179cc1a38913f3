/** POST /api/ordiniordini/elabora: the order's rows priced from the catalogue and its total; nothing is stored. */
export class ElaboraOrdineQuery {
  constructor(readonly body: unknown) {}
}
