import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Task } from '@registro/contracts';
import { NotFoundError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { MESSAGGIO_TASK_NON_TROVATO } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { TaskReader } from '../queries/task-reader';

/** GET /api/gesantask/:id: one task as the task form loads it; 404 when it does not exist. */
export const getTask = queryUseCase({
  name: 'GetTask',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE_TASK, 'visualizza'],
});

/** Registered after the fixed GET paths (classi, start/:id, stop/:id, esegui/:id, stato/:id): see TasksModule. */
@Controller('gesantask')
export class GetTaskEndpoint extends UseCaseEndpoint(getTask) {}

@QueryHandler(getTask.message)
export class GetTaskHandler implements IQueryHandler<MessageOf<typeof getTask>, Task> {
  constructor(private readonly letture: TaskReader) {}

  async execute({ input: { id } }: MessageOf<typeof getTask>): Promise<Task> {
    const task = await this.letture.perId(id);
    if (!task) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return task;
  }
}
