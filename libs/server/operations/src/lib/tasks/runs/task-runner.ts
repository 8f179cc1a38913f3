import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import type { StatoEsecuzione, Task } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import type { EsitoEsecuzione, RigaLog } from '../domain/task.events';
import type { TaskRunContext } from '../handlers/task-handler';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';
import { TaskReader } from '../queries/task-reader';
import type { TaskJobData } from '../scheduling/task-queue';
import { runIdFromJob } from './run-id';
import { TaskLive } from './task-live';
import { RunLog } from './run-log';
import { TaskRuns } from './task-runs';

export interface TaskJob {
  id: string;
  data: TaskJobData;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * One run of a task, in the worker: records it started, calls the handler named by classeJava
 * with a context that writes its log lines (batched events, each line pushed live at once), and
 * records how it ended. A scheduled job's run id comes from the job id, so the same job taken
 * twice runs once; a run that another writer has closed meanwhile is abandoned.
 */
@Injectable()
export class TaskRunner {
  private readonly logger = new Logger('TaskRunner');
  readonly esecutore = `${hostname()}:${process.pid}`;

  constructor(
    private readonly letture: TaskReader,
    private readonly esecuzioni: TaskRuns,
    private readonly gestori: TaskHandlerRegistry,
    private readonly live: TaskLive,
  ) {}

  /** The run's outcome, or null when there was nothing to run (already taken, stale, deleted). */
  async run(job: TaskJob, arresto: AbortSignal): Promise<EsitoEsecuzione | null> {
    const { idTask } = job.data;
    const manuale = Boolean(job.data.idEsecuzione);
    const idEsecuzione = job.data.idEsecuzione ?? runIdFromJob(job.id);
    const metadata: EventMetadata = { userName: 'sistema', esecutore: this.esecutore };
    const task = await this.letture.perId(idTask);
    if (!task) {
      if (manuale) await this.esecuzioni.closeOrphan(idEsecuzione, idTask, 'ERRORE', 'Il task non esiste più', metadata);
      return null;
    }
    // a scheduler left over from a task stopped meanwhile (Redis is repaired by the reconciliation)
    if (!manuale && (task.stato !== 'ATTIVO' || task.tipoAvvio !== 'Automatico')) return null;

    const richiesta = manuale ? null : { origine: 'pianificata' as const, idTask, idJob: job.id };
    const iniziata = await this.esecuzioni.inizia(idEsecuzione, richiesta, { idTask, esecutore: this.esecutore }, metadata);
    if (iniziata === null) {
      this.logger.log(`Esecuzione ${idEsecuzione} del task ${idTask} già presa, chiusa o con un'altra in corso: saltata`);
      return null;
    }
    let versione = iniziata;
    this.stato(task, idEsecuzione, 'IN ESECUZIONE');

    const interna = new AbortController();
    const onShutdown = () => interna.abort(arresto.reason);
    if (arresto.aborted) onShutdown();
    else arresto.addEventListener('abort', onShutdown, { once: true });
    const log = new RunLog(async (righe) => {
      versione = await this.esecuzioni.aggiungiRighe(idEsecuzione, idTask, righe, versione, metadata);
    });
    const contesto: TaskRunContext = {
      idTask,
      runId: idEsecuzione,
      signal: interna.signal,
      log: async (text: string) => {
        const riga: RigaLog = { dataOra: new Date().toISOString(), riga: String(text) };
        this.live.riga({ idTask, idEsecuzione, ...riga });
        try {
          await log.aggiungi(riga);
        } catch (e) {
          // the run was closed by someone else (e.g. declared interrupted): stop the handler
          interna.abort(e);
          throw e;
        }
      },
    };

    let esito: EsitoEsecuzione = 'COMPLETATO';
    let motivo: string | undefined;
    try {
      const gestore = this.gestori.gestore(task.classeJava);
      if (!gestore) throw new Error(`La classe ${task.classeJava} non è un task registrato`);
      await gestore.run(contesto);
      if (interna.signal.aborted) {
        esito = 'INTERROTTO';
        motivo = 'Esecuzione interrotta: il worker si sta fermando';
      }
    } catch (e) {
      esito = interna.signal.aborted ? 'INTERROTTO' : 'ERRORE';
      motivo = interna.signal.aborted ? 'Esecuzione interrotta: il worker si sta fermando' : errorText(e);
    } finally {
      arresto.removeEventListener('abort', onShutdown);
    }
    const resto = await log.close();
    if (motivo) {
      const riga = { dataOra: new Date().toISOString(), riga: esito === 'ERRORE' ? `Errore: ${motivo}` : motivo };
      resto.push(riga);
      this.live.riga({ idTask, idEsecuzione, ...riga });
    }
    const chiusa = await this.esecuzioni.termina(idEsecuzione, { idTask, esito, motivo }, versione, metadata, resto);
    if (!chiusa) return null;
    this.stato(task, idEsecuzione, esito);
    return esito;
  }

  private stato(task: Task, idEsecuzione: string, statoAttuale: StatoEsecuzione): void {
    void this.letture
      .statoLive(task.id)
      .then((s) => s && this.live.stato({ ...s, idEsecuzione, statoAttuale }))
      .catch(() => undefined);
  }
}
