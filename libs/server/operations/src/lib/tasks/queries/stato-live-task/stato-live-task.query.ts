/** GET /api/gesantask/stato/:id (StatoLiveTask | null): polled every 2 s by the Elabora modal. */
export class StatoLiveTaskQuery {
  constructor(readonly idTask: number) {}
}
