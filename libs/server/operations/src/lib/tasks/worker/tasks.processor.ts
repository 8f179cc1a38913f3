import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import { TaskReader } from '../queries/task-reader';
import { runIdFromJob } from '../runs/run-id';
import { TaskRunner } from '../runs/task-runner';
import { strategiaRipetizione } from '../scheduling/repetition';
import { bullmqConnection, TASK_QUEUE_NAME, type TaskJobData } from '../scheduling/task-queue';
import { TaskScheduler } from '../scheduling/task-scheduler';
import { REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { OrphanRunSweep } from './orphan-run-sweep';
import { taskWorkerTimings } from './task-worker-timings';

const wait = (ms: number) => new Promise<'scaduto'>((r) => setTimeout(() => r('scaduto'), ms).unref());

/**
 * Runs the task jobs (queue `tasks`). A job is held by one worker (BullMQ lock); a worker that
 * dies is found by BullMQ's stalled check and, with maxStalledCount 0, its job fails instead of
 * running again, and its run is closed INTERROTTO. At start, when Redis comes back, and every
 * sorveglianzaMs, the schedulers are rewritten from PostgreSQL and orphaned runs are closed.
 */
@Injectable()
export class TasksProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('TasksProcessor');
  private readonly tempi = taskWorkerTimings();
  private readonly shutdown = new AbortController();
  private readonly inCorso = new Map<string, TaskJobData>();
  private connection?: Redis;
  private worker?: Worker<TaskJobData>;
  private timer?: NodeJS.Timeout;
  private lastError = 0;
  private manutenzioni: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
    private readonly esecutore: TaskRunner,
    private readonly pianificazione: TaskScheduler,
    private readonly letture: TaskReader,
    private readonly sorveglianza: OrphanRunSweep,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.connection = bullmqConnection(this.config, 'registro-tasks-worker');
    let pronta = false;
    this.connection.on('ready', () => {
      // ioredis says ready again after every reconnection: Redis may have come back empty
      if (pronta) void this.manutenzione('Redis di nuovo raggiungibile');
      pronta = true;
    });
    this.worker = new Worker<TaskJobData>(TASK_QUEUE_NAME, (job) => this.processa(job), {
      connection: this.connection,
      prefix: this.config.redisPrefix,
      concurrency: this.tempi.concorrenza,
      // stored on each job (processedBy): which replica ran it
      name: `${hostname()}:${process.pid}`,
      lockDuration: this.tempi.lockMs,
      stalledInterval: Math.max(1000, Math.floor(this.tempi.lockMs / 2)),
      maxStalledCount: 0,
      settings: { repeatStrategy: strategiaRipetizione },
    });
    this.worker.on('failed', (job, error) => void this.suFallito(job, error));
    this.worker.on('error', (error) => this.avvisa(`Coda tasks: ${error.message}`));
    await this.manutenzione('avvio');
    this.timer = setInterval(() => void this.manutenzione(), this.tempi.sorveglianzaMs);
    this.timer.unref();
    this.logger.log(`Worker dei task avviato (concorrenza ${this.tempi.concorrenza})`);
  }

  private async processa(job: Job<TaskJobData>): Promise<string> {
    const id = job.id ?? '';
    this.inCorso.set(id, job.data);
    try {
      return (await this.esecutore.run({ id, data: job.data }, this.shutdown.signal)) ?? 'saltata';
    } finally {
      this.inCorso.delete(id);
    }
  }

  /** A job failed outside our processor: the worker holding it died (stalled) or crashed. */
  private async suFallito(job: Job<TaskJobData> | undefined, error: Error): Promise<void> {
    if (!job?.id) return;
    const idEsecuzione = job.data.idEsecuzione ?? runIdFromJob(job.id);
    try {
      await this.sorveglianza.close(idEsecuzione, job.data.idTask, `Esecuzione interrotta: ${error.message}`);
    } catch (e) {
      this.avvisa(`Esecuzione ${idEsecuzione} non chiusa: ${(e as Error).message}`);
    }
  }

  /** Schedulers from PostgreSQL, then the orphaned runs, one pass at a time; never throws (Redis may be down). */
  private manutenzione(perche?: string): Promise<void> {
    this.manutenzioni = this.manutenzioni.then(() => this.riallinea(perche));
    return this.manutenzioni;
  }

  private async riallinea(perche?: string): Promise<void> {
    try {
      const { creati, rimossi } = await this.pianificazione.riconcilia(await this.letture.tuttiDaPianificare());
      if (creati || rimossi || perche)
        this.logger.log(`Pianificazioni riallineate${perche ? ` (${perche})` : ''}: ${creati} scritte, ${rimossi} rimosse`);
      await this.sorveglianza.run();
    } catch (e) {
      this.avvisa(`Manutenzione dei task non riuscita: ${(e as Error).message}`);
    }
  }

  /**
   * SIGTERM: take no new job, wait for the running ones up to arrestoMs, then abort them
   * (TaskRunContext.segnale) and close what is still open as INTERROTTO.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (!this.worker) return;
    const chiusura = this.worker.close();
    if ((await Promise.race([chiusura.then(() => 'chiuso' as const), wait(this.tempi.arrestoMs)])) === 'scaduto') {
      this.logger.warn(`Task ancora in esecuzione dopo ${this.tempi.arrestoMs} ms: interruzione`);
      this.shutdown.abort(new Error('Arresto del worker'));
      if ((await Promise.race([chiusura.then(() => 'chiuso' as const), wait(5000)])) === 'scaduto') {
        for (const [id, dati] of this.inCorso)
          await this.sorveglianza.close(dati.idEsecuzione ?? runIdFromJob(id), dati.idTask, 'Esecuzione interrotta: arresto del worker').catch(() => false);
        await this.worker.close(true).catch(() => undefined);
      }
    }
    this.connection?.disconnect();
  }

  /** While Redis is down every attempt fails: one line a minute is enough. */
  private avvisa(text: string): void {
    if (Date.now() - this.lastError < 60_000) return;
    this.lastError = Date.now();
    this.logger.warn(text);
  }
}
