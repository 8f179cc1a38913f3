/**
 * npm run bench:logs — GET /api/logs over a million log rows, before and after the indexes of
 * LogsIndici1764600000000. One fresh database (registro_bench_<random>, dropped at the end): the
 * first logs migration, BENCH_LOG_ROWS generated rows (fill-logs.ts), every query of
 * log-queries.ts as the endpoint ran it before (page and count(*) in parallel); then the index
 * migration, and the same queries as GET /api/logs runs them: the list kit's ListReader.page on the
 * declared `listLogs` (its cheap total first, a page past the middle from the other end). One JSON line per query on
 * stdout with the median and p95 of both runs and their ratio (before / after); progress on stderr.
 *
 * Environment: DATABASE_URL (server to use), BENCH_LOG_ROWS (default 1000000), BENCH_RUNS
 * (runs with the indexes, default 15, after one warm-up run), BENCH_BASELINE_RUNS (runs without,
 * default 3: a sequential scan per filter takes seconds; with 3 runs p95 is the slowest),
 * BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE of every statement after the indexes, on stderr.
 * The count statement alone is timed too (3 runs).
 */
import 'reflect-metadata';
import { Client, Pool } from 'pg';
import { guardPgClient, guardPgPool } from '@registro/server-event-store';
import { DataSource, type MigrationInterface } from 'typeorm';
import { ListReader, countStatement, pageStatement, pagedRows, paging, type AuthenticatedUser } from '@registro/server-platform';
import {
  listLogs,
  ListLogsFilters,
  LogsIndici1764600000000,
  Logs1764200000000,
  logsListSql,
  logsTotalSql,
  type LogFilters,
} from '@registro/server-operations/bench';
import { createBenchDatabase } from '../eventstore/bench-database';
import { round } from '../eventstore/latency-stats';
import { riempiLogs } from './fill-logs';
import { type QueryLog, queryLog } from './log-queries';

const serverUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
const righe = Number(process.env['BENCH_LOG_ROWS'] ?? 1_000_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 15);
const baselineRuns = Number(process.env['BENCH_BASELINE_RUNS'] ?? 3);
const explain = process.env['BENCH_EXPLAIN'] === '1';
const FOR_PAGE = 50;

interface Misura {
  medianMs: number;
  p95Ms: number;
  countMedianMs: number;
  recordsNumber: number;
}

function quantile(values: number[], q: number): number {
  const ordinati = [...values].sort((a, b) => a - b);
  return round(ordinati[Math.min(ordinati.length - 1, Math.ceil(q * ordinati.length) - 1)] ?? 0);
}

async function cronometra(fn: () => Promise<unknown>): Promise<number> {
  const inizio = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - inizio) / 1e6;
}

async function migra(url: string, migrations: (new () => MigrationInterface)[]): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, migrationsTableName: 'migrations_logs' });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

/** GET /api/logs without HTTP: the filters and the page, answering the total before paging. */
type Esecutore = (filtri: LogFilters, pagina: ReturnType<typeof paging>) => Promise<{ recordsNumber: number }>;

/** The logs' SQL does not depend on who asks. */
const CHIUNQUE: AuthenticatedUser = { userId: 0, username: 'bench', gruppoId: 0, gruppoNome: 'bench', permessi: [], sessionType: 'A', sessionId: 'bench' };

/**
 * The baseline: GET /api/logs as it ran before LogsIndici1764600000000 (no `logs_totale`), the
 * page and an exact `count(*)` in parallel, whatever the filters and the page (the kit's way for
 * a list without a cheap total).
 */
const primaDegliIndici = (pool: Pool): Esecutore => (filtri, pagina) => pagedRows(pool, logsListSql(filtri), pagina);

/** GET /api/logs now: the kit's ListReader.page on the declared list, the filters as the validation pipe gives them. */
const conIlKit = (reader: ListReader): Esecutore => (filtri, pagina) =>
  reader.page(listLogs, Object.assign(new ListLogsFilters(), filtri), CHIUNQUE, pagina);

/** The statement of the list's total: `logs_totale` when cheap, else count(*). */
const conteggioDi = (filtri: LogFilters) => logsTotalSql(filtri) ?? countStatement(logsListSql(filtri));

/** The query through `esecutore` (one warm-up run), then its count statement alone (3 runs). */
async function misura(esecutore: Esecutore, q: QueryLog, volte: number, conta: () => Promise<unknown>): Promise<Misura> {
  const pagina = paging({ page: q.page, forPage: FOR_PAGE });
  let recordsNumber = 0;
  const runQuery = async () => (recordsNumber = (await esecutore(q.filtri, pagina)).recordsNumber);
  await runQuery();
  const totale: number[] = [];
  for (let i = 0; i < volte; i++) totale.push(await cronometra(runQuery));
  const conteggio: number[] = [];
  for (let i = 0; i < 3; i++) conteggio.push(await cronometra(conta));
  return {
    medianMs: quantile(totale, 0.5),
    p95Ms: quantile(totale, 0.95),
    countMedianMs: quantile(conteggio, 0.5),
    recordsNumber,
  };
}

/** EXPLAIN ANALYZE of the statements the kit runs for `q`. */
async function piani(pool: Pool, q: QueryLog): Promise<void> {
  const pagina = paging({ page: q.page, forPage: FOR_PAGE });
  const conteggio = conteggioDi(q.filtri);
  const totale = logsTotalSql(q.filtri)?.cheap ? (await pool.query(conteggio)).rows[0].n : undefined;
  for (const [cosa, istruzione] of [['lista', pageStatement(logsListSql(q.filtri), pagina, totale)], ['conteggio', conteggio]] as const) {
    const { rows } = await pool.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${istruzione.text}`, values: istruzione.values });
    console.error(`\n── ${q.nome} / ${cosa}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(serverUrl);
  const pool = guardPgPool(new Pool({ connectionString: db.url, max: 4 }));
  try {
    const fine = new Date();
    const queries = queryLog(fine);
    await migra(db.url, [Logs1764200000000]);
    console.error(`riempio logs con ${righe} righe…`);
    const client = guardPgClient(new Client({ connectionString: db.url }));
    await client.connect();
    const riempimento = await cronometra(() => riempiLogs(client, righe, fine));
    await client.end();
    console.error(`riempite in ${round(riempimento / 1000)} s; misuro senza gli indici nuovi…`);

    const prima = new Map<string, Misura>();
    const baseline = primaDegliIndici(pool);
    for (const q of queries) {
      const conta = () => pool.query(countStatement(logsListSql(q.filtri)));
      prima.set(q.nome, await misura(baseline, q, baselineRuns, conta));
    }

    console.error('migrazione LogsIndici1764600000000…');
    const indici = await cronometra(() => migra(db.url, [Logs1764200000000, LogsIndici1764600000000]));
    await pool.query('ANALYZE logs');
    console.error(`indici creati in ${round(indici / 1000)} s; misuro con gli indici…`);

    const reader = new ListReader(pool);
    for (const q of queries) {
      const p = prima.get(q.nome) as Misura;
      const d = await misura(conIlKit(reader), q, runs, () => pool.query(conteggioDi(q.filtri)));
      if (explain) await piani(pool, q);
      process.stdout.write(
        `${JSON.stringify({
          query: q.nome,
          rows: righe,
          recordsNumber: d.recordsNumber,
          before: { ...p, recordsNumber: undefined },
          after: { ...d, recordsNumber: undefined },
          ratioMedian: round(p.medianMs / d.medianMs),
          ratioP95: round(p.p95Ms / d.p95Ms),
        })}\n`,
      );
      if (p.recordsNumber !== d.recordsNumber) throw new Error(`${q.nome}: ${p.recordsNumber} ≠ ${d.recordsNumber}`);
    }
    process.stdout.write(`${JSON.stringify({ fillSeconds: round(riempimento / 1000), indexMigrationSeconds: round(indici / 1000) })}\n`);
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
