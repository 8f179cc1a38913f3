import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { ElencoTaskQuery } from './elenco-task.query';

@QueryHandler(ElencoTaskQuery)
export class ElencoTaskHandler implements IQueryHandler<ElencoTaskQuery, Task[]> {
  constructor(private readonly letture: LettureTask) {}

  execute({ filtri }: ElencoTaskQuery): Promise<Task[]> {
    return this.letture.elenco(filtri);
  }
}
