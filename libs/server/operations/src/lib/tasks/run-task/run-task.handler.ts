import { randomUUID } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { HttpError, UnitOfWork } from '@registro/server-platform';
import { existingTask, taskAggregate } from '../domain/task.aggregate';
import { taskStreamId } from '../domain/task.events';
import { TaskLive } from '../runs/task-live';
import { TaskRuns } from '../runs/task-runs';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { RunTaskCommand, type EsecuzioneRichiesta } from './run-task.command';

const MESSAGGIO_CODA_NON_RAGGIUNGIBILE = "Impossibile avviare l'esecuzione: la coda dei task non è raggiungibile, riprovare più tardi";

/** 503: Redis does not answer; the run was closed as ERRORE. */
class QueueUnreachableError extends HttpError {
  constructor(readonly causa: unknown) {
    super(HttpStatus.SERVICE_UNAVAILABLE, MESSAGGIO_CODA_NON_RAGGIUNGIBILE);
  }
}

@CommandHandler(RunTaskCommand)
export class RunTaskHandler implements ICommandHandler<RunTaskCommand, EsecuzioneRichiesta> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly runs: TaskRuns,
    private readonly scheduler: TaskScheduler,
    private readonly live: TaskLive,
  ) {}

  async execute({ idTask, utente, metadata }: RunTaskCommand): Promise<EsecuzioneRichiesta> {
    const idEsecuzione = randomUUID();
    const chi = { ...metadata, userName: metadata.userName ?? utente };
    const task = await this.uow.run(async (tx) => {
      const task = existingTask((await this.store.aggregateStream(tx, taskStreamId(idTask), taskAggregate)).state);
      await this.runs.richiedi(tx, idEsecuzione, { idTask, origine: 'manuale', idJob: idEsecuzione }, chi);
      return task;
    });
    try {
      await this.scheduler.enqueue(idTask, idEsecuzione);
    } catch (e) {
      // the run is recorded but no worker will ever see it: close it instead of leaving it waiting
      await this.runs.closeOrphan(idEsecuzione, idTask, 'ERRORE', MESSAGGIO_CODA_NON_RAGGIUNGIBILE, chi);
      throw new QueueUnreachableError(e);
    }
    this.live.stato({ idTask, stato: task.stato, inEsecuzione: true, idEsecuzione, statoAttuale: 'IN ATTESA', log: '' });
    return { idEsecuzione };
  }
}
