import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StatoLiveTask } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { GetTaskLiveStateQuery } from './get-task-live-state.query';

@QueryHandler(GetTaskLiveStateQuery)
export class GetTaskLiveStateHandler implements IQueryHandler<GetTaskLiveStateQuery, StatoLiveTask | null> {
  constructor(private readonly letture: TaskReader) {}

  execute({ idTask }: GetTaskLiveStateQuery): Promise<StatoLiveTask | null> {
    return this.letture.statoLive(idTask);
  }
}
