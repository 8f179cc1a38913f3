/**
 * npm run bench:lists — four lists under load at a network's size: the invoices (GET /api/documenti),
 * the articles (GET /api/articoli), the commercial documents (GET /api/paperclean/documenti) and the
 * logs (GET /api/logs). One fresh database (registro_bench_lists_<random>, dropped at the end): the
 * api's `seed` (migrations and demo data), then each list's rows generated set-based as its
 * aggregate or projection writes them (fill-*.ts; the logs by bench:logs' fill), then a real api
 * process (`serve`) and, from a lean process of their own, BENCH_RATE requests/s evenly paced,
 * open loop (paced-load.ts), for BENCH_DURATION seconds per case: the first page without filters, with each
 * filter the screen offers, a rare value and all filters together (lists.ts), after a reference
 * case (one invoice by id). After each case's load, EXPLAIN (ANALYZE, BUFFERS) of the statements
 * the api runs for it (page and total, statements.ts).
 *
 * stdout: one JSON line per case {list, case, recordsNumber, p50, p99, max, rps, errors,
 * acceptedP50, acceptedP99, shed, shedShare, explain: {pagina, totale: {ms, buffers: {hit, read},
 * nodo}}} (shed: the 503s of the api's load shedding, API_SHED_*; accepted: the latency of every
 * other answer), then one line {fillSeconds, databaseBytes, rows}. stderr: progress, and the path
 * of the text file under dist/bench/ holding every case's full plans.
 * Before measuring, a generated private and company invoice are saved back unchanged through PUT:
 * no event may result (the generated events fold into exactly the stored document).
 *
 * Environment: DATABASE_URL (server to use), REDIS_URL, BENCH_LISTS_ROWS (invoices, commercial
 * documents and logs; articles a hundredth, at least 1,000; default 100000; BENCH_FATTURE is an
 * alias), BENCH_LISTS (e.g. `fatture,logs`: only these lists, default all), BENCH_CASES (only the
 * cases whose name contains it), BENCH_DURATION (seconds per case, default 30), BENCH_RATE
 * (default 200), BENCH_FILL_ONLY=1 (stop after the fill: its time and the database's size),
 * BENCH_LISTS_DATABASE (a database to fill once and keep: a later run with the same name measures
 * it again without seeding or filling; drop it by hand), BENCH_API_FROM=source (the api from its
 * TypeScript sources instead of the bundle `nx build` makes, which it builds first: the image
 * runs the bundle), BENCH_API_OUTPUT (a file for the api's output, e.g. with API_NODE_ARGS=--trace-gc).
 * Every case's line carries the machine's load average (1 min) before and after its load.
 */
import { appendFileSync, createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { paging } from '@registro/server-platform';
import { stop, freePort, withDatabase, type RunningProcess } from '@registro/server-testing/processes';
import { round } from '../eventstore/latency-stats';
import { withApiLoop } from './api-loop';
import { appsFrom, buildApps, startApi } from './app-processes';
import { explain } from './explain';
import { LISTE, type BenchList } from './lists';
import { caricoCadenzato } from './paced-load';
import { statementsOf } from './statements';

const server = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
const rows = Number(process.env['BENCH_LISTS_ROWS'] ?? process.env['BENCH_FATTURE'] ?? 100_000);
const durata = Number(process.env['BENCH_DURATION'] ?? 30);
const rate = Number(process.env['BENCH_RATE'] ?? 200);
const soloListe = process.env['BENCH_LISTS']?.split(',').map((s) => s.trim()).filter(Boolean);
const soloCasi = process.env['BENCH_CASES'];
const soloRiempimento = process.env['BENCH_FILL_ONLY'] === '1';
const databaseTenuto = process.env['BENCH_LISTS_DATABASE'];
const carico = () => round(loadavg()[0]);

const log = (t: string) => console.error(`[bench:lists] ${t}`);
const liste = LISTE.filter((l) => !soloListe || soloListe.includes(l.nome));

/** The filters as the web sends them: dates as epoch milliseconds. */
const asQuery = (filtri: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(filtri).map(([k, v]) => [k, v instanceof Date ? String(v.getTime()) : String(v)]));

async function accedi(base: string): Promise<string> {
  const res = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'registro', client_secret: 'registro', username: 'admin' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  if (!token) throw new Error(`accesso non riuscito: ${res.status}`);
  return token;
}

/** Generated invoices saved back unchanged (a private patient's and a company's) must append nothing: events and rows agree. */
async function checkConsistency(base: string, headers: Record<string, string>): Promise<void> {
  const elenco = (await (await fetch(`${base}/documenti?forPage=20&codiceStruttura=BENCH3`, { headers })).json()) as { data: { list: { id: number; privato: boolean }[] } };
  const scelte = [elenco.data.list.find((f) => f.privato), elenco.data.list.find((f) => !f.privato)].filter((f) => f !== undefined);
  for (const { id } of scelte) {
    const prima = (await (await fetch(`${base}/documenti/${id}`, { headers })).json()) as { data: { versione: number } };
    const res = await fetch(`${base}/documenti/${id}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(prima.data) });
    const dopo = (await res.json()) as { data?: { versione: number }; messaggio?: string };
    if (res.status !== 200 || dopo.data?.versione !== prima.data.versione)
      throw new Error(`fattura ${id} generata incoerente con i suoi eventi: ${res.status} ${dopo.messaggio ?? ''} versione ${prima.data.versione} → ${dopo.data?.versione}`);
  }
  log(`coerenza eventi/righe verificata sulle fatture ${scelte.map((f) => f.id).join(', ')}`);
}

async function riempi(db: Client, fine: Date): Promise<number> {
  const t0 = Date.now();
  for (const lista of liste) {
    const t = Date.now();
    const n = lista.righe(rows);
    log(`genero ${n} righe di ${lista.nome}…`);
    await lista.riempi(db, n, fine);
    log(`${lista.nome}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  // What autovacuum does after a bulk load, for every table the fills and their triggers wrote
  // (logs_ip, logs_utenti, fatture_nomi…): a server may run with autovacuum off (CI's does), and
  // a trigram index the planner has no statistics for is passed over for a scan.
  await db.query('VACUUM ANALYZE');
  return round((Date.now() - t0) / 1000);
}

/** Every case of one list: its load, then the EXPLAIN of the statements the api ran for it. */
async function misuraLista(lista: BenchList, base: string, headers: Record<string, string>, db: Client, fine: Date, piani: string): Promise<void> {
  for (const { nome, filtri } of lista.casi(fine).filter((c) => !soloCasi || c.nome.includes(soloCasi))) {
    const pagina = paging({ page: 0, forPage: lista.forPage });
    const query = new URLSearchParams({ page: String(pagina.page), forPage: String(pagina.forPage), ...asQuery(filtri) });
    const target = `${base}${lista.path}?${query}`;
    const prova = await fetch(target, { headers });
    const corpo = (await prova.json()) as { data?: { recordsNumber: number }; messaggio?: string };
    if (prova.status !== 200) log(`${lista.nome} / ${nome}: ${prova.status} ${corpo.messaggio ?? ''}`);
    const caricoPrima = carico();
    const r = await withApiLoop(base, (alMisurare) => caricoCadenzato({ url: target, method: 'GET', headers }, rate, durata, 2, alMisurare));
    const loadAverage = [caricoPrima, carico()];
    const istruzioni = await statementsOf(db, lista.dichiarata(filtri), pagina);
    const p = await explain(db, istruzioni.pagina);
    const t = await explain(db, istruzioni.totale);
    appendFileSync(piani, `\n══ ${lista.nome} / ${nome}\n── pagina\n${istruzioni.pagina.text}\n${JSON.stringify(istruzioni.pagina.values)}\n${p.piano}\n── totale\n${istruzioni.totale.text}\n${JSON.stringify(istruzioni.totale.values)}\n${t.piano}\n`);
    process.stdout.write(`${JSON.stringify({ list: lista.nome, case: nome, recordsNumber: corpo.data?.recordsNumber, ...r, loadAverage, explain: { pagina: p.sintesi, totale: t.sintesi } })}\n`);
  }
}

async function main(): Promise<void> {
  for (const nome of soloListe ?? []) if (!LISTE.some((l) => l.nome === nome)) throw new Error(`BENCH_LISTS: lista sconosciuta ${nome} (${LISTE.map((l) => l.nome).join(', ')})`);
  if (appsFrom() === 'build') log('nx build api worker: si misura il bundle che l’immagine esegue');
  await buildApps();
  const nomeDb = databaseTenuto ?? `registro_bench_lists_${randomBytes(4).toString('hex')}`;
  const prefisso = `registro-bench-lists:${randomBytes(4).toString('hex')}:`;
  const admin = guardPgClient(new Client({ connectionString: withDatabase(server, 'postgres') }));
  await admin.connect();
  const esiste = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [nomeDb])).rowCount === 1;
  if (!esiste) await admin.query(`CREATE DATABASE "${nomeDb}"`);
  const url = withDatabase(server, nomeDb);
  const porta = await freePort();
  // the api's request log (a line per request) would go down a pipe this process must read while
  // it sends the load; in the cluster it goes to the node's file. Off here (BENCH_API_LOG_REQUESTS=true
  // keeps it); with it or without, the p99s of 2026-11-29 were the same.
  const env = {
    DATABASE_URL: url, REDIS_PREFIX: prefisso, PORT: String(porta), PUBLIC_URL: `http://127.0.0.1:${porta}`,
    LOG_REQUESTS: process.env['BENCH_API_LOG_REQUESTS'] ?? 'false',
  };
  let api: RunningProcess | undefined;
  const db = guardPgClient(new Client({ connectionString: url }));
  try {
    if (!esiste) {
      log('api seed: migrazioni e dati dimostrativi');
      await startApi('seed', env);
    }
    await db.connect();
    const fine = new Date();
    const fillSeconds = esiste ? null : await riempi(db, fine);
    if (esiste) log(`database ${nomeDb} già riempito: lo misuro così com'è`);
    const { rows: dimensione } = await db.query<{ n: string }>(`SELECT pg_database_size(current_database()) AS n`);
    const databaseBytes = Number(dimensione[0].n);
    log(`generate in ${fillSeconds} s; database ${(databaseBytes / 2 ** 20).toFixed(0)} MiB`);
    if (soloRiempimento) {
      process.stdout.write(`${JSON.stringify({ fillSeconds, databaseBytes, rows })}\n`);
      return;
    }
    const apiOutput = process.env['BENCH_API_OUTPUT'] ? createWriteStream(resolve(process.env['BENCH_API_OUTPUT'])) : undefined;
    api = await startApi('serve', env, apiOutput && ((chunk) => apiOutput.write(chunk)));
    const base = `http://127.0.0.1:${porta}/api`;
    const headers = { Authorization: `Bearer ${await accedi(base)}` };
    if (liste.some((l) => l.nome === 'fatture')) {
      await checkConsistency(base, headers);
      // reference: one invoice by id (a primary key read), the cost of the api around any query
      const idRiferimento = ((await (await fetch(`${base}/documenti?forPage=1`, { headers })).json()) as { data: { list: { id: number }[] } }).data.list[0].id;
      const caricoPrima = carico();
      const riferimento = await withApiLoop(base, (alMisurare) => caricoCadenzato({ url: `${base}/documenti/${idRiferimento}`, method: 'GET', headers }, rate, durata, 2, alMisurare));
      process.stdout.write(`${JSON.stringify({ list: 'fatture', case: 'riferimento: GET documenti/:id', ...riferimento, loadAverage: [caricoPrima, carico()] })}\n`);
    }
    mkdirSync(resolve('dist/bench'), { recursive: true });
    const piani = resolve(`dist/bench/lists-plans-${new Date().toISOString().replace(/[:.]/g, '-')}.txt`);
    writeFileSync(piani, `bench:lists ${rows} righe, ${durata} s a ${rate} richieste/s per caso\n`);
    log(`piani completi in ${piani}`);
    for (const lista of liste) await misuraLista(lista, base, headers, db, fine, piani);
    process.stdout.write(`${JSON.stringify({ fillSeconds, databaseBytes, rows })}\n`);
  } finally {
    await stop(api);
    await db.end().catch(() => undefined);
    if (!databaseTenuto) await admin.query(`DROP DATABASE IF EXISTS "${nomeDb}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
    const chiavi = await redis.keys(`${prefisso}*`);
    if (chiavi.length) await redis.del(...chiavi);
    redis.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
