import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { startRedis, stop, freePort, type RunningProcess } from '@registro/server-testing/processes';
import { appsFrom, buildApps, startApi, startWorker } from '../lists/app-processes';
import { chromiumDi, esiste } from './chromium-process';
import { silentSource, type SilentSource } from './silent-source';

const log = (t: string) => console.error(`[hardening] ${t}`);
/** pg_ctlcluster straight, not through systemctl (there is none here) */
const PG_CTL = ['--skip-systemctl-redirect'];
const pgCtl = (...args: string[]) => execFileSync('pg_ctlcluster', [...PG_CTL, ...args], { stdio: 'pipe' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const REDIS_PREFIX = 'registro:';

let prossimaPorta = Number(process.env['HARDENING_PORT_BASE'] ?? 0);

/**
 * A port for a process of the run: the next free one from HARDENING_PORT_BASE when set (runs
 * beside other work on a shared machine keep to their range), otherwise any free one.
 */
export async function porta(): Promise<number> {
  if (!prossimaPorta) return freePort();
  for (; prossimaPorta < 65_535; prossimaPorta++) {
    const libera = await new Promise<boolean>((ok) => {
      const s = createServer();
      s.once('error', () => ok(false));
      s.listen(prossimaPorta, '127.0.0.1', () => s.close(() => ok(true)));
    });
    if (libera) return prossimaPorta++;
  }
  throw new Error('nessuna porta libera da HARDENING_PORT_BASE');
}

/** kill -9 of a worker process. Its Chromium exits by itself (puppeteer's pipe closes): waited for, killed after 10 s. */
export async function killWorkerProcess(worker: RunningProcess | undefined): Promise<void> {
  const pid = worker?.child.pid;
  if (!pid) return;
  const chromium = chromiumDi(pid);
  await stop(worker, 'SIGKILL');
  if (!chromium) return;
  for (let i = 0; i < 200 && esiste(-chromium); i++) await sleep(50);
  if (!esiste(-chromium)) return;
  log(`Chromium ${chromium} ancora vivo 10 s dopo il worker: ucciso`);
  process.kill(-chromium, 'SIGKILL');
}

/**
 * The hardening run's own services, so that its faults hurt nobody else: a PostgreSQL cluster
 * (pg_createcluster, trust auth on its own port), a redis-server on its own port, the api
 * (`seed`, then `serve`, its output in dist/hardening/api.log) and the worker (its output in
 * dist/hardening/worker.log, every worker of the run) on them. Everything is removed by `stop()`.
 */
export class HardeningStack {
  readonly versione = readdirSync('/etc/postgresql').sort().at(-1) ?? '15';
  readonly cluster = `hardening_${randomBytes(3).toString('hex')}`;
  pgPort = 0;
  redisPort = 0;
  apiPort = 0;
  workerPort = 0;
  private redis?: RunningProcess;
  private api?: RunningProcess;
  private worker?: RunningProcess;
  private registroWorker?: WriteStream;
  /** the caseificio source of the worker: a run of ImportCaseificio waits on it until killed */
  private sorgente?: SilentSource;

  get databaseUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.pgPort}/registro`;
  }

  get base(): string {
    return `http://127.0.0.1:${this.apiPort}/api`;
  }

  /** The api's process, for its memory (part 3). */
  get pidApi(): number | undefined {
    return this.api?.child.pid;
  }

  /** The CONFIG_DIR of the api and the worker: what the installation page saves stays out of the repository. */
  get cartellaConfig(): string {
    return resolve(__dirname, '../../dist/hardening', `config-${this.cluster}`);
  }

  async start(): Promise<void> {
    log(appsFrom() === 'build' ? 'nx build api worker: si provano i bundle che le immagini eseguono' : 'api e worker dai sorgenti');
    await buildApps();
    this.pgPort = await porta();
    this.redisPort = await porta();
    this.apiPort = await porta();
    this.workerPort = await porta();
    log(`PostgreSQL ${this.versione}/${this.cluster} sulla porta ${this.pgPort}`);
    execFileSync('pg_createcluster', [this.versione, this.cluster, '-p', String(this.pgPort), '--', '--auth-local=trust', '--auth-host=trust'], { stdio: 'pipe' });
    pgCtl(this.versione, this.cluster, 'start');
    const admin = guardPgClient(new Client({ connectionString: `postgres://postgres@127.0.0.1:${this.pgPort}/postgres` }));
    await admin.connect();
    await admin.query('CREATE DATABASE registro');
    await admin.end();
    await this.startRedis();
    log('api seed: migrazioni e dati dimostrativi');
    await startApi('seed', this.env());
    await this.analizza();
    const cartella = resolve(__dirname, '../../dist/hardening');
    mkdirSync(cartella, { recursive: true });
    const registro = createWriteStream(resolve(cartella, 'api.log'));
    this.api = await startApi('serve', this.env(), (data) => registro.write(data));
    this.sorgente = await silentSource();
    this.registroWorker = createWriteStream(resolve(cartella, 'worker.log'));
    await this.startWorker();
  }

  /**
   * The seed has just written every table: without statistics PostgreSQL plans the first list
   * reads blind until autovacuum gets to them, in the middle of the load part.
   */
  private async analizza(): Promise<void> {
    const db = guardPgClient(new Client({ connectionString: this.databaseUrl }));
    await db.connect();
    await db.query('VACUUM ANALYZE');
    await db.end();
  }

  /** The environment of the api and the worker (part 5 starts more of them on it). */
  env(): NodeJS.ProcessEnv {
    return {
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${this.redisPort}`,
      PORT: String(this.apiPort),
      PUBLIC_URL: `http://127.0.0.1:${this.apiPort}`,
      REDIS_PREFIX,
      CONFIG_DIR: this.cartellaConfig,
    };
  }

  /** A new worker process, once the previous one is gone. */
  async startWorker(): Promise<void> {
    const registro = this.registroWorker as WriteStream;
    registro.write(`\n===== nuovo worker ${new Date().toISOString()} =====\n`);
    this.worker = await startWorker(this.workerEnv(this.workerPort), (data) => registro.write(data));
  }

  /** The environment of a worker listening (health) on `port`. */
  workerEnv(port: number): NodeJS.ProcessEnv {
    return {
      ...this.env(),
      WORKER_PORT: String(port),
      // a worker killed while running a task is found dead in seconds (default: 30 s lock, 60 s sweep)
      TASKS_LOCK_MS: '3000',
      TASKS_SWEEP_MS: '2000',
      TASKS_SHUTDOWN_MS: '3000',
      CHROMIUM_PATH: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      PDF_CONCURRENCY: '2',
      // a killed worker's prints go to another in 5-7.5 s (default: 10-15 s of the api's 30 s wait)
      PDF_LOCK_MS: '5000',
      CASEIFICIO_SOURCE_URL: this.sorgente?.url,
    };
  }

  /** kill -9 of the worker (see killWorkerProcess). */
  killWorker(): Promise<void> {
    return killWorkerProcess(this.worker);
  }

  /** The worker's process, to tell it from another replica's (part 5). */
  get pidWorker(): number | undefined {
    return this.worker?.child.pid;
  }

  /** The pid of the worker's Chromium, waiting (up to `ms`) until it has started one. */
  async chromium(ms = 30_000): Promise<number> {
    const fine = Date.now() + ms;
    for (;;) {
      const pid = this.worker?.child.pid && chromiumDi(this.worker.child.pid);
      if (pid) return pid;
      if (Date.now() > fine) throw new Error(`il worker non ha avviato Chromium entro ${ms} ms`);
      await sleep(100);
    }
  }

  /** SIGKILL to the Chromium process group of the worker: the browser, its renderers and helpers. */
  async killChromium(): Promise<void> {
    process.kill(-(await this.chromium()), 'SIGKILL');
  }

  async startRedis(): Promise<void> {
    this.redis = await startRedis(this.redisPort);
  }

  /** kill -9 of redis-server, then a new one on the same port (it keeps nothing on disk). */
  async restartRedis(downMs: number): Promise<void> {
    await stop(this.redis, 'SIGKILL');
    await sleep(downMs);
    await this.startRedis();
  }

  /** Asynchronous, so that the load goes on while the server stops and starts. */
  async restartPostgres(): Promise<void> {
    await promisify(execFile)('pg_ctlcluster', [...PG_CTL, this.versione, this.cluster, 'restart', '-m', 'fast']);
  }

  async stop(): Promise<void> {
    await this.killWorker().catch(() => undefined);
    this.registroWorker?.end();
    await this.sorgente?.chiudi();
    await stop(this.api).catch(() => undefined);
    rmSync(this.cartellaConfig, { recursive: true, force: true });
    await stop(this.redis, 'SIGKILL');
    try {
      execFileSync('pg_dropcluster', ['--stop', this.versione, this.cluster], { stdio: 'pipe' });
    } catch (error) {
      log(`pg_dropcluster: ${(error as Error).message}`);
    }
  }
}
