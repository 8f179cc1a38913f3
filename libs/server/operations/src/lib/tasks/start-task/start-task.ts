import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { switchScheduling } from '../scheduling/switch-scheduling';
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

  execute({ input }: MessageOf<typeof startTask>): Promise<number> {
    return switchScheduling(this.useCases, this.scheduler, startTask, input, 'ATTIVO');
  }
}
