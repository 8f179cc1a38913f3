import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { LettureTask } from '../../letture/letture-task';
import { TrovaTaskPerClasseQuery } from './trova-task-per-classe.query';

@QueryHandler(TrovaTaskPerClasseQuery)
export class TrovaTaskPerClasseHandler implements IQueryHandler<TrovaTaskPerClasseQuery, Task | null> {
  constructor(private readonly letture: LettureTask) {}

  execute({ nomeClasse }: TrovaTaskPerClasseQuery): Promise<Task | null> {
    return this.letture.perClasse(nomeClasse);
  }
}
