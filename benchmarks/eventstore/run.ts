/**
 * npm run bench:eventstore — our event store against emmett-postgresql 0.42.0 in the same run, in
 * one fresh database (registro_bench_<random>, dropped at the end; emmett's tables live beside
 * ours). Like for like: emmett's appendToStream against ours (store "registro"); ours is also
 * measured in the API's own unit of work, inTransaction around the append on a pooled connection
 * (store "registro-unit-of-work": with nothing read before the append, one WriteBatch, no BEGIN or
 * COMMIT). On the pipelined pool both are WriteBatches merged by the pool's group commit; emmett
 * commits each append on its own. All with expected versions and pools of the same size. Beside them,
 * the api's real save of an invoice (store "registro-api", invoice-save.ts, in a process of its
 * own), at c1 and c16. One JSON line per workload and store on stdout; progress on stderr.
 *
 * Environment: DATABASE_URL (server to use), BENCH_SECONDS (per append workload, store and round,
 * default 8), BENCH_ROUNDS (rounds of each append workload, default 3: the three stores run back
 * to back in each round, first one rotating; a line gives the median of the rounds and the
 * median of the rounds' ratios, each round's ratio beside it), BENCH_WARMUP_APPENDS (default 200), BENCH_REBUILD_EVENTS (default 1000000),
 * BENCH_REBUILD_BATCH (default 5000), BENCH_POOL_SIZE (connections per store, default 10 as
 * pg's and TypeORM's default pool; never more than the concurrency), BENCH_ONLY (comma-separated
 * prefixes of the workloads to run, e.g. append-1-per-append-c16,rebuild; default all).
 *
 * The first line is the machine's load average before the run; every other line carries the
 * 1-minute load average before and after its workload (os.loadavg()), so a reader can judge it.
 * Every store's run starts right after a CHECKPOINT (server-checkpoint.ts), so none meets one
 * that another store's writes set off.
 * An append line also gives the CPU per append of its timed part (median of the rounds): this
 * process's (the store's client side, plus the bench's own small share) and PostgreSQL's, every
 * postgres process of the machine from /proc (null where /proc does not show them), so a ratio can
 * be read as where each store spends its time.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { type Appender, type AppendRun, runAppendWorkload } from './append-workload';
import { createBenchDatabase } from './bench-database';
import { emmettAppender } from './emmett-appender';
import { saveFatturaLines } from './invoice-save-process';
import { round } from './latency-stats';
import { registroAppender } from './registro-appender';
import { runRebuild } from './rebuild-workload';
import { checkpoint } from './server-checkpoint';

const serverUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
const durationMs = Number(process.env['BENCH_SECONDS'] ?? 8) * 1000;
const warmupAppends = Number(process.env['BENCH_WARMUP_APPENDS'] ?? 200);
const rebuildEvents = Number(process.env['BENCH_REBUILD_EVENTS'] ?? 1_000_000);
const rounds = Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3));
const rebuildBatch = Number(process.env['BENCH_REBUILD_BATCH'] ?? 5000);
const poolSize = Number(process.env['BENCH_POOL_SIZE'] ?? 10);
const only = process.env['BENCH_ONLY']?.split(',').map((prefix) => prefix.trim());
const selected = (workload: string) => !only || only.some((prefix) => workload.startsWith(prefix));

const appendWorkloads = [
  { concurrency: 1, eventsPerAppend: 1 },
  { concurrency: 8, eventsPerAppend: 1 },
  { concurrency: 16, eventsPerAppend: 1 },
  { concurrency: 32, eventsPerAppend: 1 },
  { concurrency: 16, eventsPerAppend: 10 },
];

const load1 = () => round(loadavg()[0]);
let loadBefore = load1();

function print(line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ...line, loadBefore, loadAfter: load1() })}\n`);
}

const STORES = ['emmett', 'registro', 'registro-unit-of-work'] as const;
type Store = (typeof STORES)[number];

const rotate = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A store's line: the median of its rounds; the ratio is the median of the rounds' own ratios (each round's stores ran back to back). */
function appendLine(workload: string, store: string, w: (typeof appendWorkloads)[0], runs: AppendRun[], emmett?: AppendRun[]) {
  const ratios = emmett ? runs.map((run, i) => round(run.eventsPerSecond / emmett[i].eventsPerSecond)) : undefined;
  return {
    workload,
    store,
    concurrency: w.concurrency,
    eventsPerAppend: w.eventsPerAppend,
    rounds: runs.length,
    events: runs.reduce((sum, run) => sum + run.events, 0),
    seconds: round(runs.reduce((sum, run) => sum + run.seconds, 0)),
    eventsPerSecond: Math.round(median(runs.map((run) => run.eventsPerSecond))),
    p50Ms: round(median(runs.map((run) => run.p50Ms))),
    p99Ms: round(median(runs.map((run) => run.p99Ms))),
    ratioToEmmett: ratios ? round(median(ratios)) : 1,
    ...(ratios && { ratiosToEmmettPerRound: ratios }),
    cpuMicrosPerAppend: {
      node: median(runs.map((run) => run.cpuMicrosPerAppend.node)),
      postgres: runs.some((run) => run.cpuMicrosPerAppend.postgres === null) ? null : median(runs.map((run) => run.cpuMicrosPerAppend.postgres ?? 0)),
    },
  };
}

async function measure(url: string, appender: Appender, w: (typeof appendWorkloads)[0]): Promise<AppendRun> {
  try {
    if (!(await checkpoint(url))) console.error('CHECKPOINT not allowed to this role: runs may meet one');
    return await runAppendWorkload(appender, { ...w, durationMs, warmupAppends });
  } finally {
    await appender.close();
  }
}

async function main(): Promise<void> {
  const [one, five, fifteen] = loadavg().map((load) => round(load));
  process.stdout.write(`${JSON.stringify({ loadAverage: { one, five, fifteen }, cpus: availableParallelism() })}\n`);
  const db = await createBenchDatabase(serverUrl);
  try {
    // First, before emmett's driver installs its global pg type parsers.
    if (selected(`rebuild-${rebuildEvents}`)) {
      console.error(`rebuild: generating ${rebuildEvents} events…`);
      loadBefore = load1();
      const rebuild = await runRebuild(db.url, rebuildEvents, rebuildBatch);
      print({
        workload: `rebuild-${rebuildEvents}`,
        store: 'registro',
        concurrency: 1,
        eventsPerAppend: null,
        events: rebuild.events,
        seconds: round(rebuild.seconds),
        eventsPerSecond: Math.round(rebuild.eventsPerSecond),
        p50Ms: null,
        p99Ms: null,
        ratioToEmmett: null,
      });
    }
    if (selected('save-fattura')) {
      console.error('save-fattura: the api in-process (invoice-save.ts)…');
      loadBefore = load1();
      for (const line of await saveFatturaLines()) print(line);
    }

    for (const [index, w] of appendWorkloads.entries()) {
      const workload = `append-${w.eventsPerAppend}-per-append-c${w.concurrency}`;
      if (!selected(workload)) continue;
      loadBefore = load1();
      const connections = Math.min(w.concurrency, poolSize);
      const runs: Record<Store, AppendRun[]> = { emmett: [], registro: [], 'registro-unit-of-work': [] };
      for (let r = 0; r < rounds; r++) {
        console.error(`${workload}, round ${r + 1} of ${rounds}…`);
        const runId = randomBytes(3).toString('hex'); // streams of their own: every appender starts at version 0
        const run = (store: Store) =>
          measure(db.url, store === 'emmett' ? emmettAppender(db.url, connections, runId) : registroAppender(db.url, connections, runId, store === 'registro' ? 'appendToStream' : 'unit-of-work'), w);
        // Rotate which store goes first, so none always runs on a warmer (or hotter) server.
        const stores = rotate(STORES, index + r);
        for (const store of stores) runs[store].push(await run(store));
      }
      for (const store of STORES) print(appendLine(workload, store, w, runs[store], store === 'emmett' ? undefined : runs.emmett));
    }
  } finally {
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
