/** GET /api/gesantask/:id (Task | null). */
export class GetTaskQuery {
  constructor(readonly id: number) {}
}
