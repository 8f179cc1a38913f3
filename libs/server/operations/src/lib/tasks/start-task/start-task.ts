import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK, type ImpostazioniTask } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { decideStartTask } from './decide-start-task';

/** GET /api/gesantask/start/:id: scheduling on (stato ATTIVO); repeating it changes nothing. Answers the task. */
export const startTask = aggregateUseCase({
  name: 'StartTask',
  method: 'GET',
  path: 'start/:id',
  permission: [SEZIONE_TASK, 'modifica'],
  decider: decider(taskAggregate, decideStartTask),
  answer: { messaggio: 'Task avviato', read: getTask },
});

@Controller('gesantask')
export class StartTaskEndpoint extends UseCaseEndpoint(startTask) {}

@CommandHandler(startTask.message)
export class StartTaskHandler implements ICommandHandler<MessageOf<typeof startTask>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ input }: MessageOf<typeof startTask>): Promise<number> {
    const { id } = input;
    let impostazioni: ImpostazioniTask | undefined;
    await this.useCases.run(startTask, input, {
      stream: () => ({ id }),
      load: (_tx, { state }) => {
        impostazioni = state?.impostazioni; // a start leaves them as they are
      },
    });
    // also when already ATTIVO: a start repairs a scheduler Redis lost
    await this.scheduler.applyIfPossible({ id, stato: 'ATTIVO', impostazioni: impostazioni as ImpostazioniTask });
    return id;
  }
}
