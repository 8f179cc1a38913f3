import type { StatoTask } from '@registro/contracts';
import type { AggregateUseCase, AggregateUseCases, UseCaseInput } from '@registro/server-platform';
import type { TaskState } from '../domain/task.aggregate';
import type { ImpostazioniTask, TaskEvent } from '../domain/task.events';
import type { TaskScheduler } from './task-scheduler';

/**
 * Start or stop: the decision on the task's stream, then the scheduler set to `stato` with the
 * settings the task keeps, also when the state did not change (a start repairs a scheduler Redis
 * lost, no scheduler survives a stop). Answers the id.
 */
export async function switchScheduling<Path extends `${string}:id`>(
  useCases: AggregateUseCases,
  scheduler: TaskScheduler,
  useCase: AggregateUseCase<undefined, undefined, Path, TaskState | null, unknown, TaskEvent>,
  input: UseCaseInput<undefined, undefined, Path>,
  stato: StatoTask,
): Promise<number> {
  const { id } = input;
  let impostazioni: ImpostazioniTask | undefined;
  await useCases.run(useCase, input, {
    stream: () => ({ id }),
    load: (_tx, { state }) => {
      impostazioni = state?.impostazioni;
    },
  });
  await scheduler.applyIfPossible({ id, stato, impostazioni: impostazioni as ImpostazioniTask });
  return id;
}
