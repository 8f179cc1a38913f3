import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { ListTasksQuery } from './list-tasks.query';

@QueryHandler(ListTasksQuery)
export class ListTasksHandler implements IQueryHandler<ListTasksQuery, Task[]> {
  constructor(private readonly letture: TaskReader) {}

  execute({ filtri }: ListTasksQuery): Promise<Task[]> {
    return this.letture.list(filtri);
  }
}
