/** The worker's task timings; the environment can shorten them (the fault tests do). */
export interface TaskWorkerTimings {
  /** runs at once per worker process */
  concorrenza: number;
  /** BullMQ lock of a running job: a worker silent this long is declared dead (stalled) */
  lockMs: number;
  /** how long SIGTERM waits for the running jobs before interrupting them */
  arrestoMs: number;
  /** how often orphaned runs are swept and the schedulers reconciled with PostgreSQL */
  sorveglianzaMs: number;
}

function intero(value: string | undefined, predefinito: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : predefinito;
}

export function taskWorkerTimings(env: NodeJS.ProcessEnv = process.env): TaskWorkerTimings {
  return {
    concorrenza: intero(env['TASKS_CONCURRENCY'], 4),
    lockMs: intero(env['TASKS_LOCK_MS'], 30_000),
    arrestoMs: intero(env['TASKS_SHUTDOWN_MS'], 20_000),
    sorveglianzaMs: intero(env['TASKS_SWEEP_MS'], 60_000),
  };
}
