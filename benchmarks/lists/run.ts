/**
 * npm run bench:lists — GET /api/documenti (the invoice list, 100 per page) over 100,000 invoices.
 * One fresh database (registro_bench_lists_<random>, dropped at the end): the api's `seed` (migrations
 * and demo data), then BENCH_FATTURE invoices generated set-based as the aggregate writes them
 * (events and projection rows, fill-fatture.ts), then a real api process (`serve`) and, in this
 * process, BENCH_RATE requests/s evenly paced, open loop (paced-load.ts), for BENCH_DURATION seconds per case: without filters
 * and with each filter (after a reference case: one invoice by id). One JSON line per case on stdout
 * {case, p50, p99, rps, errors, acceptedP50, acceptedP99, shed, shedShare} (shed: the 503s of the
 * api's load shedding, API_SHED_*; accepted: the latency of every other answer), then the EXPLAIN (ANALYZE, BUFFERS) of the slowest case's
 * statements (page and count); progress on stderr.
 * Before measuring, one generated invoice is saved back unchanged through PUT: no event may result
 * (the generated events fold into exactly the stored document).
 *
 * Environment: DATABASE_URL (server to use), REDIS_URL, BENCH_FATTURE (default 100000),
 * BENCH_DURATION (seconds per case, default 30), BENCH_RATE (default 200),
 * BENCH_EXPLAIN=1 also prints every case's plans on stderr.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { fattureCountSql, fattureListSql, type FattureFilters } from '@registro/server-invoicing';
import { stop, freePort, withDatabase, type RunningProcess } from '@registro/server-testing/processes';
import { startApi } from './app-processes';
import { fillFatture } from './fill-fatture';
import { caricoCadenzato } from './paced-load';

const server = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
const fatture = Number(process.env['BENCH_FATTURE'] ?? 100_000);
const durata = Number(process.env['BENCH_DURATION'] ?? 30);
const rate = Number(process.env['BENCH_RATE'] ?? 200);
const FOR_PAGE = 100;
const explainAll = process.env['BENCH_EXPLAIN'] === '1';

const log = (t: string) => console.error(`[bench:lists] ${t}`);

function casi(fine: Date): { nome: string; filtri: FattureFilters }[] {
  const mese = (n: number) => new Date(fine.getTime() - n * 30 * 86_400_000);
  return [
    { nome: 'nessun filtro', filtri: {} },
    { nome: 'codiceStruttura', filtri: { codiceStruttura: 'BENCH2' } },
    { nome: 'dataDal-dataAl (un mese)', filtri: { dataDal: mese(13), dataAl: mese(12) } },
    { nome: 'numeroDocumento', filtri: { numeroDocumento: '1234' } },
    { nome: 'tipoDocumentoDescrizione', filtri: { tipoDocumentoDescrizione: 'nota' } },
    { nome: 'cognomeRagioneSoggetto', filtri: { cognomeRagioneSoggetto: 'rossi' } },
    { nome: 'cognomeRagioneSoggetto raro', filtri: { cognomeRagioneSoggetto: 'de luca giu' } },
    { nome: 'tutti i filtri', filtri: { codiceStruttura: 'BENCH1', dataDal: mese(24), dataAl: mese(0), tipoDocumentoDescrizione: 'fatt', cognomeRagioneSoggetto: 'polisportiva' } },
  ];
}

/** The filters as the web sends them: dates as epoch milliseconds. */
const asQuery = (filtri: FattureFilters): Record<string, string> =>
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

/** A generated invoice saved back unchanged must append nothing: events and rows agree. */
async function checkConsistency(base: string, headers: Record<string, string>): Promise<void> {
  const elenco = (await (await fetch(`${base}/documenti?forPage=1&codiceStruttura=BENCH3`, { headers })).json()) as { data: { list: { id: number }[] } };
  const id = elenco.data.list[0].id;
  const prima = (await (await fetch(`${base}/documenti/${id}`, { headers })).json()) as { data: { versione: number } };
  const res = await fetch(`${base}/documenti/${id}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(prima.data) });
  const dopo = (await res.json()) as { data?: { versione: number }; messaggio?: string };
  if (res.status !== 200 || dopo.data?.versione !== prima.data.versione)
    throw new Error(`fattura ${id} generata incoerente con i suoi eventi: ${res.status} ${dopo.messaggio ?? ''} versione ${prima.data.versione} → ${dopo.data?.versione}`);
  log(`coerenza eventi/righe verificata sulla fattura ${id}`);
}

async function spiega(client: Client, filters: FattureFilters): Promise<string> {
  const sql = fattureListSql(filters);
  const n = sql.params.length;
  const pagina = await client.query({
    text: `EXPLAIN (ANALYZE, BUFFERS) SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: [...sql.params, FOR_PAGE, FOR_PAGE],
  });
  const { text, values } = fattureCountSql(filters, sql);
  const conteggio = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${text}`, values });
  const testo = (r: { rows: Record<string, string>[] }) => r.rows.map((x) => x['QUERY PLAN']).join('\n');
  return `── pagina\n${testo(pagina)}\n── conteggio\n${testo(conteggio)}`;
}

async function main(): Promise<void> {
  const nomeDb = `registro_bench_lists_${randomBytes(4).toString('hex')}`;
  const prefisso = `registro-bench-lists:${randomBytes(4).toString('hex')}:`;
  const admin = guardPgClient(new Client({ connectionString: withDatabase(server, 'postgres') }));
  await admin.connect();
  await admin.query(`CREATE DATABASE "${nomeDb}"`);
  const url = withDatabase(server, nomeDb);
  const porta = await freePort();
  const env = { DATABASE_URL: url, REDIS_PREFIX: prefisso, PORT: String(porta), PUBLIC_URL: `http://127.0.0.1:${porta}` };
  let api: RunningProcess | undefined;
  const db = guardPgClient(new Client({ connectionString: url }));
  try {
    log('api seed: migrazioni e dati dimostrativi');
    await startApi('seed', env);
    await db.connect();
    const fine = new Date();
    log(`genero ${fatture} fatture (eventi e righe)…`);
    const t0 = Date.now();
    await fillFatture(db, fatture, fine);
    log(`generate in ${((Date.now() - t0) / 1000).toFixed(1)} s; avvio api`);
    api = await startApi('serve', env);
    const base = `http://127.0.0.1:${porta}/api`;
    const headers = { Authorization: `Bearer ${await accedi(base)}` };
    await checkConsistency(base, headers);

    // reference: one invoice by id (a primary key read), the cost of the api around any query
    const idRiferimento = ((await (await fetch(`${base}/documenti?forPage=1`, { headers })).json()) as { data: { list: { id: number }[] } }).data.list[0].id;
    const riferimento = await caricoCadenzato({ url: `${base}/documenti/${idRiferimento}`, method: 'GET', headers }, rate, durata);
    process.stdout.write(`${JSON.stringify({ case: 'riferimento: GET documenti/:id', ...riferimento })}\n`);

    const risultati: { nome: string; filtri: FattureFilters; p99: number }[] = [];
    for (const { nome, filtri } of casi(fine)) {
      const query = new URLSearchParams({ page: '1', forPage: String(FOR_PAGE), ...asQuery(filtri) });
      const target = `${base}/documenti?${query}`;
      const prova = await fetch(target, { headers });
      const corpo = (await prova.json()) as { data?: { recordsNumber: number } };
      const r = await caricoCadenzato({ url: target, method: 'GET', headers }, rate, durata);
      process.stdout.write(`${JSON.stringify({ case: nome, recordsNumber: corpo.data?.recordsNumber, ...r })}\n`);
      risultati.push({ nome, filtri, p99: r.p99 });
      if (explainAll) console.error(`\n══ ${nome}\n${await spiega(db, filtri)}`);
    }
    const peggiore = risultati.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    process.stdout.write(`EXPLAIN (ANALYZE, BUFFERS) del caso più lento: ${peggiore.nome} (p99 ${peggiore.p99} ms)\n${await spiega(db, peggiore.filtri)}\n`);
  } finally {
    await stop(api);
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${nomeDb}" WITH (FORCE)`).catch(() => undefined);
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
