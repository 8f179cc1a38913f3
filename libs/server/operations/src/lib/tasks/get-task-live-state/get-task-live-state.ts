import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatoLiveTask } from '@registro/contracts';
import { NotFoundError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { MESSAGGIO_TASK_NON_TROVATO } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { TaskReader } from '../queries/task-reader';

/** GET /api/gesantask/stato/:id: the task's run now, polled every 2 s by the Elabora modal; 404 when the task does not exist. */
export const getTaskLiveState = queryUseCase({
  name: 'GetTaskLiveState',
  method: 'GET',
  path: 'stato/:id',
  permission: [SEZIONE_TASK, 'visualizza'],
});

@Controller('gesantask')
export class GetTaskLiveStateEndpoint extends UseCaseEndpoint(getTaskLiveState) {}

@QueryHandler(getTaskLiveState.message)
export class GetTaskLiveStateHandler implements IQueryHandler<MessageOf<typeof getTaskLiveState>, StatoLiveTask> {
  constructor(private readonly letture: TaskReader) {}

  async execute({ input: { id } }: MessageOf<typeof getTaskLiveState>): Promise<StatoLiveTask> {
    const stato = await this.letture.statoLive(id);
    if (!stato) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return stato;
  }
}
