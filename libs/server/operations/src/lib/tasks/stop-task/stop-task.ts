import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { switchScheduling } from '../scheduling/switch-scheduling';
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

  execute({ input }: MessageOf<typeof stopTask>): Promise<number> {
    return switchScheduling(this.useCases, this.scheduler, stopTask, input, 'FERMO');
  }
}
