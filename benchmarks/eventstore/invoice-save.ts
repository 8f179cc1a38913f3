/**
 * The api's save of an invoice, in its own process (run.ts starts it; Nest needs the decorator
 * metadata of @swc-node/register): the real application (createTestApp: a fresh migrated database,
 * the demo seed, the invoicing fixtures of the integration specs) and, through its CommandBus,
 * the CreateFattura handler as POST /api/documenti runs it: the unit of work with the lookups,
 * the gap-free number from the numerator (one numerator: concurrent saves queue on its row), the
 * events and the inline projections. One JSON line per concurrency on stdout.
 *
 * Environment: BENCH_SECONDS (per concurrency, default 8), BENCH_WARMUP_APPENDS (default 200).
 */
import { CommandBus } from '@nestjs/cqrs';
import { createFattura, documentoFattura, insertFattureFixtures } from '@registro/server-invoicing/testing';
import { createTestApp } from '@registro/server-testing';
import { latencyStats, round } from './latency-stats';
import { sampleMetadata } from './sample-events';

const durationMs = Number(process.env['BENCH_SECONDS'] ?? 8) * 1000;
const warmupSaves = Number(process.env['BENCH_WARMUP_APPENDS'] ?? 200);

async function main(): Promise<void> {
  const t = await createTestApp();
  try {
    await insertFattureFixtures(t.db.pool);
    const commands = t.app.get(CommandBus);
    const save = (worker: number, n: number) =>
      commands.execute(
        new createFattura.message({
          body: documentoFattura({ cognomeRagioneSoggetto: `CLIENTE ${worker}`, nomeSoggetto: `N${n}` }),
          query: undefined,
          metadata: sampleMetadata,
        }),
      );
    const eventCount = async () => Number((await t.db.pool.query(`SELECT count(*) AS n FROM events`)).rows[0].n);

    for (const concurrency of [1, 16]) {
      const workers = Array.from({ length: concurrency }, (_, worker) => worker);
      await Promise.all(workers.map(async (w) => { for (let i = 0; i < Math.ceil(warmupSaves / concurrency); i++) await save(w, i); }));
      const eventsBefore = await eventCount();
      const latencies: number[] = [];
      const started = performance.now();
      const deadline = started + durationMs;
      await Promise.all(
        workers.map(async (w) => {
          for (let i = 0; performance.now() < deadline; i++) {
            const t0 = performance.now();
            await save(w, i);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const events = (await eventCount()) - eventsBefore;
      const line = {
        workload: `save-fattura-c${concurrency}`,
        store: 'registro-api',
        concurrency,
        eventsPerAppend: round(events / latencies.length),
        events,
        seconds: round(seconds),
        eventsPerSecond: Math.round(events / seconds),
        savesPerSecond: Math.round(latencies.length / seconds),
        ...latencyStats(latencies),
        ratioToEmmett: null,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
