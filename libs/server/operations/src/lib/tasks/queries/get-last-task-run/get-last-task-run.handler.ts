import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EsecuzioneTask } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { GetLastTaskRunQuery } from './get-last-task-run.query';

@QueryHandler(GetLastTaskRunQuery)
export class GetLastTaskRunHandler implements IQueryHandler<GetLastTaskRunQuery, EsecuzioneTask | null> {
  constructor(private readonly letture: TaskReader) {}

  execute({ idTask }: GetLastTaskRunQuery): Promise<EsecuzioneTask | null> {
    return this.letture.lastRun(idTask);
  }
}
