/**
 * The same invoice end to end: POST /api/print/createreport on a real api process, through the
 * `pdf` queue in Redis, printed by a real worker process (both started here from their bundles,
 * built first, or with BENCH_API_FROM=source from their sources), on a fresh database
 * registro_bench_pdf_<random> that is dropped at the end, and a Redis prefix of their own.
 * Measured like the other pipelines: PDF_CONCURRENCY clients in a loop.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { stop, freePort, withDatabase, type RunningProcess } from '@registro/server-testing/processes';
import { buildApps, startApi, startWorker } from '../lists/app-processes';
import { carico, type Misura } from './statistiche';

export async function misuraAttraversoApi(dati: unknown, concorrenza: number, durataMs: number, riscaldamento: number, log: (t: string) => void): Promise<Misura & { pdfByte: number }> {
  const server = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
  const nomeDb = `registro_bench_pdf_${randomBytes(4).toString('hex')}`;
  const prefisso = `registro-bench-pdf:${randomBytes(4).toString('hex')}:`;
  const admin = guardPgClient(new Client({ connectionString: withDatabase(server, 'postgres') }));
  await admin.connect();
  await admin.query(`CREATE DATABASE "${nomeDb}"`);
  const [porta, portaWorker] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: withDatabase(server, nomeDb),
    REDIS_PREFIX: prefisso,
    PORT: String(porta),
    WORKER_PORT: String(portaWorker),
    PDF_CONCURRENCY: String(concorrenza),
  };
  const processi: RunningProcess[] = [];
  try {
    await buildApps();
    log('api: migrazioni e dati dimostrativi');
    await startApi('seed', env);
    log('api e worker: avvio');
    processi.push(
      ...(await Promise.all([
        startApi('serve', env),
        startWorker(env),
      ])),
    );
    const base = `http://127.0.0.1:${porta}/api`;
    const accesso = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'registro', client_secret: 'registro', username: 'admin' }),
    });
    const { access_token: token } = (await accesso.json()) as { access_token: string };
    const corpo = JSON.stringify({ reportName: 'fattura', data: dati });
    let pdfByte = 0;
    const print = async () => {
      const res = await fetch(`${base}/print/createreport`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: corpo,
      });
      const risposta = (await res.json()) as { data?: string; messaggio?: string };
      if (res.status !== 200 || !risposta.data) throw new Error(`createreport ${res.status}: ${risposta.messaggio}`);
      pdfByte = Buffer.from(risposta.data, 'base64').length;
    };
    for (let i = 0; i < riscaldamento; i++) await Promise.all(Array.from({ length: concorrenza }, print));
    log('attraverso api: misura');
    return { ...(await carico(print, concorrenza, durataMs)), pdfByte };
  } finally {
    await Promise.all(processi.map((p) => stop(p)));
    await admin.query(`DROP DATABASE IF EXISTS "${nomeDb}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
    const chiavi = await redis.keys(`${prefisso}*`);
    if (chiavi.length) await redis.del(...chiavi);
    redis.disconnect();
  }
}
