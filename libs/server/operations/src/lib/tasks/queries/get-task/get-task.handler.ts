import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { GetTaskQuery } from './get-task.query';

@QueryHandler(GetTaskQuery)
export class GetTaskHandler implements IQueryHandler<GetTaskQuery, Task | null> {
  constructor(private readonly letture: TaskReader) {}

  execute({ id }: GetTaskQuery): Promise<Task | null> {
    return this.letture.perId(id);
  }
}
