/** GET /api/gesantask/stato/:id (StatoLiveTask | null): polled every 2 s by the Elabora modal. */
export class GetTaskLiveStateQuery {
  constructor(readonly idTask: number) {}
}
