import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import type { StatoTask } from '@registro/contracts';
import type { ImpostazioniTask } from '../domain/task.events';
import {
  connessioneBullmq,
  idSchedulatore,
  NOME_CODA_TASK,
  NOME_JOB_ESECUZIONE,
  PULIZIA_JOB,
  type DatiJobTask,
} from './coda-task';
import { conTimeout } from './con-timeout';
import { pianoRipetizione, strategiaRipetizione } from './ripetizione';

export interface TaskDaPianificare {
  id: number;
  stato: StatoTask;
  impostazioni: ImpostazioniTask;
}

/**
 * The tasks' side of BullMQ that both api and worker use: one job scheduler per ATTIVO
 * Automatico task (id `task-<id>`), one-off jobs for "run now". PostgreSQL holds the truth;
 * `riconcilia` rewrites Redis from it (worker start, Redis reconnect, every minute).
 */
@Injectable()
export class PianificazioneTask implements OnApplicationShutdown {
  private readonly logger = new Logger('PianificazioneTask');
  private connessione?: Redis;
  private coda?: Queue<DatiJobTask>;

  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  /** Created on first use: a process that never schedules opens no connection. */
  get queue(): Queue<DatiJobTask> {
    if (!this.coda) {
      this.connessione = connessioneBullmq(this.config, 'registro-tasks-queue');
      this.connessione.on('error', () => undefined);
      this.coda = new Queue<DatiJobTask>(NOME_CODA_TASK, {
        connection: this.connessione,
        prefix: this.config.redisPrefix,
        settings: { repeatStrategy: strategiaRipetizione },
      });
      this.coda.on('error', () => undefined);
    }
    return this.coda;
  }

  /** Turns the task's scheduler on (ATTIVO Automatico, with a period) or off (anything else). */
  async applica(task: TaskDaPianificare): Promise<void> {
    const piano = task.stato === 'ATTIVO' ? pianoRipetizione(task.impostazioni) : null;
    const id = idSchedulatore(task.id);
    // removed first: an upsert keeps BullMQ's previous iteration, a new avvioData must not
    await this.queue.removeJobScheduler(id);
    if (!piano) return;
    await this.queue.upsertJobScheduler(id, piano, {
      name: NOME_JOB_ESECUZIONE,
      data: { idTask: task.id, firma: firma(piano) },
      opts: PULIZIA_JOB,
    });
  }

  /** Like `applica`, logging instead of failing: the worker's reconciliation repairs Redis later. */
  async applicaSePossibile(task: TaskDaPianificare): Promise<void> {
    try {
      await conTimeout(this.applica(task));
    } catch (e) {
      this.logger.warn(`Pianificazione del task ${task.id} non aggiornata in Redis: ${(e as Error).message}`);
    }
  }

  /** The instant BullMQ will run each scheduled task next (by task id). */
  async prossimeEsecuzioni(): Promise<Map<number, number>> {
    const prossime = new Map<number, number>();
    for (const s of await this.queue.getJobSchedulers(0, -1, true)) {
      const id = /^task-(\d+)$/.exec(s.key)?.[1];
      if (id && s.next) prossime.set(Number(id), s.next);
    }
    return prossime;
  }

  async prossimaEsecuzione(idTask: number): Promise<number | null> {
    const s = await this.queue.getJobScheduler(idSchedulatore(idTask));
    return s?.next ?? null;
  }

  /** Queues a "run now" whose run is already recorded (job id = run id). */
  async accoda(idTask: number, idEsecuzione: string): Promise<void> {
    await conTimeout(this.queue.add(NOME_JOB_ESECUZIONE, { idTask, idEsecuzione }, { jobId: idEsecuzione, ...PULIZIA_JOB }));
  }

  /**
   * Makes Redis say what PostgreSQL says: a scheduler for each task that should have one (created
   * again when missing or when its repetition differs), none for the others.
   */
  async riconcilia(tasks: TaskDaPianificare[]): Promise<{ creati: number; rimossi: number }> {
    const attesi = new Map<string, TaskDaPianificare>();
    for (const t of tasks) if (t.stato === 'ATTIVO' && pianoRipetizione(t.impostazioni)) attesi.set(idSchedulatore(t.id), t);
    let creati = 0;
    let rimossi = 0;
    const presenti = await this.queue.getJobSchedulers(0, -1, true);
    for (const s of presenti) {
      if (attesi.has(s.key)) continue;
      await this.queue.removeJobScheduler(s.key);
      rimossi++;
    }
    const chiavi = new Map(presenti.map((s) => [s.key, s]));
    for (const [chiave, t] of attesi) {
      const s = chiavi.get(chiave);
      const piano = pianoRipetizione(t.impostazioni);
      const stessa = (s?.template?.data as DatiJobTask | undefined)?.firma === firma(piano);
      if (s?.next && stessa) continue;
      await this.applica(t);
      creati++;
    }
    return { creati, rimossi };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.coda?.close().catch(() => undefined);
    this.connessione?.disconnect();
  }
}

/** What identifies a repetition regardless of when it was computed (its anchor, not its next start). */
function firma(piano: ReturnType<typeof pianoRipetizione>): string {
  if (!piano) return '';
  if ('pattern' in piano) return piano.pattern;
  return `every ${piano.every} @ ${piano.startDate % piano.every}`;
}
