import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { impostazioniValide } from '../domain/impostazioni-task';
import { taskAggregate } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { getTask } from '../get-task/get-task';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';
import { decideCreateTask } from './decide-save-task';
import { SaveTaskDto } from './save-task.dto';

/** POST /api/gesantask: a new task, FERMO. Answers the saved task as GET /api/gesantask/:id shows it. */
export const createTask = aggregateUseCase({
  name: 'CreateTask',
  method: 'POST',
  path: '',
  permission: [SEZIONE_TASK, 'modifica'],
  body: SaveTaskDto,
  decider: decider(taskAggregate, decideCreateTask),
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: getTask },
});

@Controller('gesantask')
export class CreateTaskEndpoint extends UseCaseEndpoint(createTask) {}

@CommandHandler(createTask.message)
export class CreateTaskHandler implements ICommandHandler<MessageOf<typeof createTask>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly handlers: TaskHandlerRegistry,
  ) {}

  execute({ input }: MessageOf<typeof createTask>): Promise<number> {
    const impostazioni = impostazioniValide(input.body, this.handlers.nomi());
    return this.useCases.run(createTask, input, {
      stream: async (tx) => {
        const { rows } = await tx.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
        return { id: rows[0].id, expectedVersion: 0 };
      },
      load: (_tx, { id }) => ({ id, impostazioni }),
    });
  }
}
