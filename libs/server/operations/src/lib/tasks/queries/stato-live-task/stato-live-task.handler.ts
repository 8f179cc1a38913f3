import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StatoLiveTask } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { StatoLiveTaskQuery } from './stato-live-task.query';

@QueryHandler(StatoLiveTaskQuery)
export class StatoLiveTaskHandler implements IQueryHandler<StatoLiveTaskQuery, StatoLiveTask | null> {
  constructor(private readonly letture: LettureTask) {}

  execute({ idTask }: StatoLiveTaskQuery): Promise<StatoLiveTask | null> {
    return this.letture.statoLive(idTask);
  }
}
