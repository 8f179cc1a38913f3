import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { TaskReader } from '../task-reader';
import { FindTaskByClassQuery } from './find-task-by-class.query';

@QueryHandler(FindTaskByClassQuery)
export class FindTaskByClassHandler implements IQueryHandler<FindTaskByClassQuery, Task | null> {
  constructor(private readonly letture: TaskReader) {}

  execute({ nomeClasse }: FindTaskByClassQuery): Promise<Task | null> {
    return this.letture.perClasse(nomeClasse);
  }
}
