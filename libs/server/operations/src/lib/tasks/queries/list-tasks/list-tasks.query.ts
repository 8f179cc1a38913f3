/** GET /api/gesantask: every task (an array, the client pages), filtered by nome (contains) and stato. */
export class ListTasksQuery {
  constructor(readonly filtri: { nome?: string; stato?: string }) {}
}
