/** GET /api/gesantasklog?idTask= : the task's runs, newest first (EsecuzioneTask[]). */
export class ListTaskRunsQuery {
  constructor(readonly idTask: number) {}
}
