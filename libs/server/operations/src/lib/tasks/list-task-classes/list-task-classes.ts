import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ClasseTask } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_TASK } from '../domain/task.events';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';

/** GET /api/gesantask/classi: the registered handlers, for the "Nome Classe" field. */
export const listTaskClasses = queryUseCase({
  name: 'ListTaskClasses',
  method: 'GET',
  path: 'classi',
  permission: [SEZIONE_TASK, 'visualizza'],
});

@Controller('gesantask')
export class ListTaskClassesEndpoint extends UseCaseEndpoint(listTaskClasses) {}

@QueryHandler(listTaskClasses.message)
export class ListTaskClassesHandler implements IQueryHandler<MessageOf<typeof listTaskClasses>, ClasseTask[]> {
  constructor(private readonly gestori: TaskHandlerRegistry) {}

  async execute(): Promise<ClasseTask[]> {
    return this.gestori.classi();
  }
}
