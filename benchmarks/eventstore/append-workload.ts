import { cpuPerOperation, cpuSnapshot } from './cpu-usage';
import { latencyStats, type LatencyStats } from './latency-stats';

/** One store under test: appends `eventsPerAppend` events to the worker's own stream. */
export interface Appender {
  store: string;
  append(worker: number, eventsPerAppend: number): Promise<void>;
  close(): Promise<void>;
}

export interface AppendWorkload {
  concurrency: number;
  eventsPerAppend: number;
  durationMs: number;
  warmupAppends: number;
}

export interface AppendRun extends LatencyStats {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** CPU per append during the timed part: this process's (the store's client side) and PostgreSQL's */
  cpuMicrosPerAppend: { node: number; postgres: number | null };
}

/**
 * `concurrency` workers append back to back, each to streams nobody else touches (throughput,
 * not conflicts), for `durationMs` after a short warm-up. Latency is per append, including
 * taking a connection and the transaction's end.
 */
export async function runAppendWorkload(appender: Appender, workload: AppendWorkload): Promise<AppendRun> {
  const { concurrency, eventsPerAppend } = workload;
  const workers = Array.from({ length: concurrency }, (_, worker) => worker);

  const warmupPerWorker = Math.ceil(workload.warmupAppends / concurrency);
  await Promise.all(
    workers.map(async (worker) => {
      for (let i = 0; i < warmupPerWorker; i++) await appender.append(worker, eventsPerAppend);
    }),
  );

  const latencies: number[] = [];
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const deadline = started + workload.durationMs;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await appender.append(worker, eventsPerAppend);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMicrosPerAppend = cpuPerOperation(cpuBefore, cpuSnapshot(), latencies.length);
  const events = latencies.length * eventsPerAppend;
  return { events, seconds, eventsPerSecond: events / seconds, ...latencyStats(latencies), cpuMicrosPerAppend };
}
