import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EsecuzioneTask } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { ListTaskRunsQuery } from './list-task-runs.query';

@QueryHandler(ListTaskRunsQuery)
export class ListTaskRunsHandler implements IQueryHandler<ListTaskRunsQuery, EsecuzioneTask[]> {
  constructor(private readonly letture: TaskReader) {}

  execute({ idTask }: ListTaskRunsQuery): Promise<EsecuzioneTask[]> {
    return this.letture.runs(idTask);
  }
}
