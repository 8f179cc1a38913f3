import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK, type ImpostazioniTask } from '../domain/task.events';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { decideDeleteTask } from './decide-delete-task';

/** DELETE /api/gesantask/:id: 409 while a run is waiting or in progress. Answers `{ id }`. */
export const deleteTask = aggregateUseCase({
  name: 'DeleteTask',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE_TASK, 'elimina'],
  decider: decider(taskAggregate, decideDeleteTask),
  answer: { messaggio: 'Eliminazione avvenuta con successo' },
});

@Controller('gesantask')
export class DeleteTaskEndpoint extends UseCaseEndpoint(deleteTask) {}

/** A deleted task keeps no scheduler. */
@CommandHandler(deleteTask.message)
export class DeleteTaskHandler implements ICommandHandler<MessageOf<typeof deleteTask>, { id: number }> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ input }: MessageOf<typeof deleteTask>): Promise<{ id: number }> {
    const { id } = input;
    let inEsecuzione = false;
    let impostazioni: ImpostazioniTask | undefined;
    await this.useCases.run(deleteTask, input, {
      stream: async (tx) => {
        // the task's waiting or running runs, locked before the stream is read
        const { rows } = await tx.query(`SELECT 1 FROM gesantasklog WHERE id_task = $1 AND stato IN ('IN ATTESA', 'IN ESECUZIONE') FOR SHARE`, [id]);
        inEsecuzione = rows.length > 0;
        return { id };
      },
      load: (_tx, { state }) => {
        impostazioni = state?.impostazioni; // a deletion leaves them as they are
        return { inEsecuzione };
      },
    });
    await this.scheduler.applyIfPossible({ id, stato: 'FERMO', impostazioni: impostazioni as ImpostazioniTask });
    return { id };
  }
}
