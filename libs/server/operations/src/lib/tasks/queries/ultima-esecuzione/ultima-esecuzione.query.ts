/** The newest run of a task (EsecuzioneTask | null). */
export class UltimaEsecuzioneQuery {
  constructor(readonly idTask: number) {}
}
