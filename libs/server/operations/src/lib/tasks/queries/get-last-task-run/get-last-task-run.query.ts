/** The newest run of a task (EsecuzioneTask | null). */
export class GetLastTaskRunQuery {
  constructor(readonly idTask: number) {}
}
