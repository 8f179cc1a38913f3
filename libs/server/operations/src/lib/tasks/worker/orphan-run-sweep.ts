import { Injectable, Logger } from '@nestjs/common';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';
import { TaskReader } from '../queries/task-reader';
import { TaskRuns } from '../runs/task-runs';
import { TaskScheduler } from '../scheduling/task-scheduler';

/** A run whose job Redis no longer has is given this long to appear (the api queues after committing). */
const MARGINE_ACCODAMENTO_MS = 30_000;

export const MOTIVO_WORKER_FERMO = 'Esecuzione interrotta: il worker che la eseguiva si è fermato';

/**
 * Closes as INTERROTTO the runs still waiting or running whose BullMQ job is no longer alive:
 * failed (a worker died holding it: BullMQ's stalled check fails it, maxStalledCount 0),
 * finished without the run being closed, or gone from Redis. A job still waiting, delayed or
 * active (a live worker holds its lock) is left alone.
 */
@Injectable()
export class OrphanRunSweep {
  private readonly logger = new Logger('OrphanRunSweep');

  constructor(
    private readonly letture: TaskReader,
    private readonly esecuzioni: TaskRuns,
    private readonly pianificazione: TaskScheduler,
    private readonly gestori: TaskHandlerRegistry,
  ) {}

  async run(): Promise<number> {
    let chiuse = 0;
    for (const run of await this.letture.activeRuns()) {
      const stato = await this.pianificazione.queue.getJobState(run.idJob);
      if (['waiting', 'delayed', 'prioritized', 'waiting-children', 'active'].includes(stato)) continue;
      if (stato === 'unknown' && run.stato === 'IN ATTESA' && Date.now() - run.richiesta.getTime() < MARGINE_ACCODAMENTO_MS) continue;
      if (await this.close(run.id, run.idTask)) chiuse++;
    }
    if (chiuse) this.logger.warn(`Esecuzioni orfane chiuse come INTERROTTO: ${chiuse}`);
    return chiuse;
  }

  /** Closes the run INTERROTTO, then lets its handler release what the run left open. */
  async close(idEsecuzione: string, idTask: number, motivo = MOTIVO_WORKER_FERMO): Promise<boolean> {
    if (!(await this.esecuzioni.closeOrphan(idEsecuzione, idTask, 'INTERROTTO', motivo, { userName: 'sistema' }))) return false;
    const task = await this.letture.perId(idTask);
    const gestore = task && this.gestori.gestore(task.classeJava);
    await gestore?.interrupted?.(idEsecuzione, motivo).catch((e: unknown) =>
      this.logger.warn(`Esecuzione ${idEsecuzione} chiusa, ma ${task?.classeJava} non ha rilasciato ciò che aveva aperto: ${(e as Error).message}`),
    );
    return true;
  }
}
