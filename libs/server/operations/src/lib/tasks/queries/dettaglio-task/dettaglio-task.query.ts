/** GET /api/gesantask/:id (Task | null). */
export class DettaglioTaskQuery {
  constructor(readonly id: number) {}
}
