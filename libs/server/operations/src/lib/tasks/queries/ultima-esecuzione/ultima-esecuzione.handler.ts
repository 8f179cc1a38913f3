import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EsecuzioneTask } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { UltimaEsecuzioneQuery } from './ultima-esecuzione.query';

@QueryHandler(UltimaEsecuzioneQuery)
export class UltimaEsecuzioneHandler implements IQueryHandler<UltimaEsecuzioneQuery, EsecuzioneTask | null> {
  constructor(private readonly letture: LettureTask) {}

  execute({ idTask }: UltimaEsecuzioneQuery): Promise<EsecuzioneTask | null> {
    return this.letture.ultimaEsecuzione(idTask);
  }
}
