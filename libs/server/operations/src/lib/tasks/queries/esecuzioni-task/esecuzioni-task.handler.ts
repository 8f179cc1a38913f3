import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EsecuzioneTask } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { EsecuzioniTaskQuery } from './esecuzioni-task.query';

@QueryHandler(EsecuzioniTaskQuery)
export class EsecuzioniTaskHandler implements IQueryHandler<EsecuzioniTaskQuery, EsecuzioneTask[]> {
  constructor(private readonly letture: LettureTask) {}

  execute({ idTask }: EsecuzioniTaskQuery): Promise<EsecuzioneTask[]> {
    return this.letture.esecuzioni(idTask);
  }
}
