/**
 * The same invoice end to end: POST /api/print/createreport on a real api process, through the
 * `pdf` queue in Redis, printed by a real worker process (both started here with
 * @swc-node/register, on a fresh database registro_bench_pdf_<random> that is dropped at the end,
 * and a Redis prefix of their own). Measured like the other pipelines: PDF_CONCURRENCY clients
 * in a loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { carico, type Misura } from './statistiche';

const RADICE = resolve(__dirname, '../..');

function portaLibera(): Promise<number> {
  return new Promise((ok, ko) => {
    const s = createServer();
    s.once('error', ko);
    s.listen(0, '127.0.0.1', () => {
      const porta = (s.address() as { port: number }).port;
      s.close(() => ok(porta));
    });
  });
}

function conUrlDatabase(url: string, nome: string): string {
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return u.toString();
}

/** Runs a TypeScript entry point; resolves when `pronto` appears in its output (or at exit when `pronto` is null). */
function avvia(file: string, argomenti: string[], env: NodeJS.ProcessEnv, pronto: string | null): Promise<ChildProcess> {
  // esModuleInterop, decorators and ES2021 as the apps' own builds (tsconfig.base.json alone has none)
  const progetto = 'benchmarks/pdf/tsconfig.swc.json';
  const figlio = spawn(process.execPath, ['-r', '@swc-node/register', file, ...argomenti], {
    cwd: RADICE,
    env: { ...process.env, SWC_NODE_PROJECT: progetto, KAFKA_BROKERS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let testo = '';
  return new Promise((ok, ko) => {
    const timer = setTimeout(() => ko(new Error(`${file} non pronto in 180 s:\n${testo.slice(-2000)}`)), 180_000);
    const leggi = (dati: Buffer) => {
      testo += dati.toString();
      if (pronto && testo.includes(pronto)) {
        clearTimeout(timer);
        ok(figlio);
      }
    };
    figlio.stdout?.on('data', leggi);
    figlio.stderr?.on('data', leggi);
    figlio.once('exit', (code) => {
      clearTimeout(timer);
      if (!pronto && code === 0) ok(figlio);
      else ko(new Error(`${file} ${argomenti.join(' ')} uscito (${code}):\n${testo.slice(-2000)}`));
    });
  });
}

export async function misuraAttraversoApi(dati: unknown, concorrenza: number, durataMs: number, riscaldamento: number, log: (t: string) => void): Promise<Misura & { pdfByte: number }> {
  const server = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/registro';
  const nomeDb = `registro_bench_pdf_${randomBytes(4).toString('hex')}`;
  const prefisso = `registro-bench-pdf:${randomBytes(4).toString('hex')}:`;
  const admin = new Client({ connectionString: conUrlDatabase(server, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${nomeDb}"`);
  const [porta, portaWorker] = [await portaLibera(), await portaLibera()];
  const env = {
    DATABASE_URL: conUrlDatabase(server, nomeDb),
    REDIS_PREFIX: prefisso,
    PORT: String(porta),
    WORKER_PORT: String(portaWorker),
    PDF_CONCURRENCY: String(concorrenza),
  };
  const processi: ChildProcess[] = [];
  try {
    log('api: migrazioni e dati dimostrativi');
    await avvia('apps/api/src/main.ts', ['seed'], env, null);
    log('api e worker: avvio');
    processi.push(
      ...(await Promise.all([
        avvia('apps/api/src/main.ts', ['serve'], env, 'in ascolto su'),
        avvia('apps/worker/src/main.ts', [], env, 'Stampa PDF pronta'),
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
    const stampa = async () => {
      const res = await fetch(`${base}/print/createreport`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: corpo,
      });
      const risposta = (await res.json()) as { data?: string; messaggio?: string };
      if (res.status !== 200 || !risposta.data) throw new Error(`createreport ${res.status}: ${risposta.messaggio}`);
      pdfByte = Buffer.from(risposta.data, 'base64').length;
    };
    for (let i = 0; i < riscaldamento; i++) await Promise.all(Array.from({ length: concorrenza }, stampa));
    log('attraverso api: misura');
    return { ...(await carico(stampa, concorrenza, durataMs)), pdfByte };
  } finally {
    for (const p of processi) p.kill('SIGTERM');
    await Promise.all(processi.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
    await admin.query(`DROP DATABASE IF EXISTS "${nomeDb}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
    const chiavi = await redis.keys(`${prefisso}*`);
    if (chiavi.length) await redis.del(...chiavi);
    redis.disconnect();
  }
}
