import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StatoTask } from '@registro/contracts';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { impostazioniValide } from '../domain/impostazioni-task';
import { existingTask, taskAggregate, updateTask as taskUpdated } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { decideUpdateTask } from './decide-save-task';
import { SaveTaskDto } from './save-task.dto';

/** PUT /api/gesantask/:id: the task form over an existing task. Answers the saved task as GET /api/gesantask/:id shows it. */
export const updateTask = aggregateUseCase({
  name: 'UpdateTask',
  method: 'PUT',
  path: ':id',
  permission: [SEZIONE_TASK, 'modifica'],
  body: SaveTaskDto,
  decider: decider(taskAggregate, decideUpdateTask),
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: getTask },
});

@Controller('gesantask')
export class UpdateTaskEndpoint extends UseCaseEndpoint(updateTask) {}

/** An ATTIVO task is rescheduled with its new settings (only when they changed). */
@CommandHandler(updateTask.message)
export class UpdateTaskHandler implements ICommandHandler<MessageOf<typeof updateTask>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly handlers: TaskHandlerRegistry,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ input }: MessageOf<typeof updateTask>): Promise<number> {
    const { id } = input;
    const impostazioni = impostazioniValide(input.body, this.handlers.nomi());
    let cambiate = false;
    let stato: StatoTask = 'FERMO';
    await this.useCases.run(updateTask, input, {
      stream: () => ({ id }),
      load: (_tx, { state }) => {
        const task = existingTask(state);
        stato = task.stato; // an update leaves it as it is
        cambiate = taskUpdated(task, impostazioni).length > 0; // what decide will say, pure: whether the scheduler needs the new settings
        return { impostazioni };
      },
    });
    if (cambiate) await this.scheduler.applyIfPossible({ id, stato, impostazioni });
    return id;
  }
}
