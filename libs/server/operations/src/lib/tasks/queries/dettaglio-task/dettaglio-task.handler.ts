import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { DettaglioTaskQuery } from './dettaglio-task.query';

@QueryHandler(DettaglioTaskQuery)
export class DettaglioTaskHandler implements IQueryHandler<DettaglioTaskQuery, Task | null> {
  constructor(private readonly letture: LettureTask) {}

  execute({ id }: DettaglioTaskQuery): Promise<Task | null> {
    return this.letture.perId(id);
  }
}
