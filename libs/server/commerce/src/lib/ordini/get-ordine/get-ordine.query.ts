/** GET /api/ordiniordini/:id: the order with its rows and status history; `soloCliente` refuses another customer's order. */
export class GetOrdineQuery {
  constructor(
    readonly id: number,
    readonly soloCliente: number | null,
  ) {}
}
