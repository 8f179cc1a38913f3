/** GET /api/gesantasklog?idTask= : the task's runs, newest first (EsecuzioneTask[]). */
export class EsecuzioniTaskQuery {
  constructor(readonly idTask: number) {}
}
