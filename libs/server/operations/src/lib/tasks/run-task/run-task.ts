import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UseCaseEndpoint, commandUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_TASK } from '../domain/task.events';
import { RunTaskCommand, type EsecuzioneRichiesta } from './run-task.command';
import { RunTaskHandler } from './run-task.handler';

/**
 * GET /api/gesantask/esegui/:id: run now. Answers `{ idEsecuzione }`; 409 while the task has a run
 * waiting or in progress, 404 when it does not exist, 503 when the queue does not answer.
 */
export const runTask = commandUseCase({
  name: 'RunTask',
  method: 'GET',
  path: 'esegui/:id',
  permission: [SEZIONE_TASK, 'modifica'],
  answer: { messaggio: 'Esecuzione avviata' },
});

@Controller('gesantask')
export class RunTaskEndpoint extends UseCaseEndpoint(runTask) {}

/** The request's user runs it the way another context does (RunTaskCommand). */
@CommandHandler(runTask.message)
export class RunTaskEndpointHandler implements ICommandHandler<MessageOf<typeof runTask>, EsecuzioneRichiesta> {
  constructor(private readonly run: RunTaskHandler) {}

  execute({ input }: MessageOf<typeof runTask>): Promise<EsecuzioneRichiesta> {
    return this.run.execute(new RunTaskCommand(input.id, input.user?.username ?? '', input.metadata));
  }
}
