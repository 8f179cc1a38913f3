import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK, type ImpostazioniTask } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { decideStopTask } from './decide-stop-task';

/** GET /api/gesantask/stop/:id: scheduling off (stato FERMO); repeating it changes nothing. Answers the task. */
export const stopTask = aggregateUseCase({
  name: 'StopTask',
  method: 'GET',
  path: 'stop/:id',
  permission: [SEZIONE_TASK, 'modifica'],
  decider: decider(taskAggregate, decideStopTask),
  answer: { messaggio: 'Task fermato', read: getTask },
});

@Controller('gesantask')
export class StopTaskEndpoint extends UseCaseEndpoint(stopTask) {}

@CommandHandler(stopTask.message)
export class StopTaskHandler implements ICommandHandler<MessageOf<typeof stopTask>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ input }: MessageOf<typeof stopTask>): Promise<number> {
    const { id } = input;
    let impostazioni: ImpostazioniTask | undefined;
    await this.useCases.run(stopTask, input, {
      stream: () => ({ id }),
      load: (_tx, { state }) => {
        impostazioni = state?.impostazioni; // a stop leaves them as they are
      },
    });
    // also when already FERMO: no scheduler may survive a stop
    await this.scheduler.applyIfPossible({ id, stato: 'FERMO', impostazioni: impostazioni as ImpostazioniTask });
    return id;
  }
}
