import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import type { StatoTask } from '@registro/contracts';
import type { ImpostazioniTask } from '../domain/task.events';
import {
  bullmqConnection,
  idTaskOfScheduler,
  schedulerId,
  TASK_QUEUE_NAME,
  RUN_JOB_NAME,
  JOB_CLEANUP,
  type TaskJobData,
} from './task-queue';
import { withTimeout } from './with-timeout';
import { pianoRipetizione, strategiaRipetizione } from './repetition';

export interface SchedulableTask {
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
export class TaskScheduler implements OnApplicationShutdown {
  private readonly logger = new Logger('TaskScheduler');
  private connection?: Redis;
  private openedQueue?: Queue<TaskJobData>;

  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  /** Created on first use: a process that never schedules opens no connection. */
  get queue(): Queue<TaskJobData> {
    if (!this.openedQueue) {
      this.connection = bullmqConnection(this.config, 'registro-tasks-queue');
      this.connection.on('error', () => undefined);
      this.openedQueue = new Queue<TaskJobData>(TASK_QUEUE_NAME, {
        connection: this.connection,
        prefix: this.config.redisPrefix,
        settings: { repeatStrategy: strategiaRipetizione },
      });
      this.openedQueue.on('error', () => undefined);
    }
    return this.openedQueue;
  }

  /** Turns the task's scheduler on (ATTIVO Automatico, with a period) or off (anything else). */
  async apply(task: SchedulableTask): Promise<void> {
    const piano = task.stato === 'ATTIVO' ? pianoRipetizione(task.impostazioni) : null;
    const id = schedulerId(task.id);
    // removed first: an upsert keeps BullMQ's previous iteration, a new avvioData must not
    await this.queue.removeJobScheduler(id);
    if (!piano) return;
    await this.queue.upsertJobScheduler(id, piano, {
      name: RUN_JOB_NAME,
      data: { idTask: task.id, firma: firma(piano) },
      opts: JOB_CLEANUP,
    });
  }

  /** Like `applica`, logging instead of failing: the worker's reconciliation repairs Redis later. */
  async applyIfPossible(task: SchedulableTask): Promise<void> {
    try {
      await withTimeout(this.apply(task));
    } catch (e) {
      this.logger.warn(`Pianificazione del task ${task.id} non aggiornata in Redis: ${(e as Error).message}`);
    }
  }

  /** The instant BullMQ will run each scheduled task next (by task id). */
  async nextRuns(): Promise<Map<number, number>> {
    const prossime = new Map<number, number>();
    for (const s of await this.queue.getJobSchedulers(0, -1, true)) {
      const id = idTaskOfScheduler(s.key);
      if (id !== undefined && s.next) prossime.set(id, s.next);
    }
    return prossime;
  }

  async nextRun(idTask: number): Promise<number | null> {
    const s = await this.queue.getJobScheduler(schedulerId(idTask));
    return s?.next ?? null;
  }

  /** Queues a "run now" whose run is already recorded (job id = run id). */
  async enqueue(idTask: number, idEsecuzione: string): Promise<void> {
    await withTimeout(this.queue.add(RUN_JOB_NAME, { idTask, idEsecuzione }, { jobId: idEsecuzione, ...JOB_CLEANUP }));
  }

  /**
   * Makes Redis say what PostgreSQL says: a scheduler for each task that should have one (created
   * again when missing or when its repetition differs), none for the others.
   */
  async riconcilia(tasks: SchedulableTask[]): Promise<{ creati: number; rimossi: number }> {
    const attesi = new Map<string, SchedulableTask>();
    for (const t of tasks) if (t.stato === 'ATTIVO' && pianoRipetizione(t.impostazioni)) attesi.set(schedulerId(t.id), t);
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
      const stessa = (s?.template?.data as TaskJobData | undefined)?.firma === firma(piano);
      if (s?.next && stessa) continue;
      await this.apply(t);
      creati++;
    }
    return { creati, rimossi };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.openedQueue?.close().catch(() => undefined);
    this.connection?.disconnect();
  }
}

/** What identifies a repetition regardless of when it was computed (its anchor, not its next start). */
function firma(piano: ReturnType<typeof pianoRipetizione>): string {
  if (!piano) return '';
  if ('pattern' in piano) return piano.pattern;
  return `every ${piano.every} @ ${piano.startDate % piano.every}`;
}
