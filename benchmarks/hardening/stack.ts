import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { avviaApi, ferma, portaLibera } from '../lists/api-process';

const log = (t: string) => console.error(`[hardening] ${t}`);
/** pg_ctlcluster straight, not through systemctl (there is none here) */
const PG_CTL = ['--skip-systemctl-redirect'];
const pgCtl = (...args: string[]) => execFileSync('pg_ctlcluster', [...PG_CTL, ...args], { stdio: 'pipe' });

/**
 * The hardening run's own services, so that its faults hurt nobody else: a PostgreSQL cluster
 * (pg_createcluster, trust auth on its own port), a redis-server on its own port, and the api
 * (`seed`, then `serve`, its output in dist/hardening/api.log) on them. Everything is removed by
 * `stop()`.
 */
export class HardeningStack {
  readonly versione = readdirSync('/etc/postgresql').sort().at(-1) ?? '15';
  readonly cluster = `hardening_${randomBytes(3).toString('hex')}`;
  pgPort = 0;
  redisPort = 0;
  apiPort = 0;
  private redis?: ChildProcess;
  private api?: ChildProcess;

  get databaseUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.pgPort}/registro`;
  }

  get base(): string {
    return `http://127.0.0.1:${this.apiPort}/api`;
  }

  async start(): Promise<void> {
    this.pgPort = await portaLibera();
    this.redisPort = await portaLibera();
    this.apiPort = await portaLibera();
    log(`PostgreSQL ${this.versione}/${this.cluster} sulla porta ${this.pgPort}`);
    execFileSync('pg_createcluster', [this.versione, this.cluster, '-p', String(this.pgPort), '--', '--auth-local=trust', '--auth-host=trust'], { stdio: 'pipe' });
    pgCtl(this.versione, this.cluster, 'start');
    const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${this.pgPort}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE registro');
    await admin.end();
    await this.startRedis();
    log('api seed: migrazioni e dati dimostrativi');
    await avviaApi('seed', this.env(), null);
    const cartella = resolve(__dirname, '../../dist/hardening');
    mkdirSync(cartella, { recursive: true });
    const registro = createWriteStream(resolve(cartella, 'api.log'));
    this.api = await avviaApi('serve', this.env(), 'in ascolto su', (dati) => registro.write(dati));
  }

  private env(): NodeJS.ProcessEnv {
    return {
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${this.redisPort}`,
      PORT: String(this.apiPort),
      PUBLIC_URL: `http://127.0.0.1:${this.apiPort}`,
    };
  }

  async startRedis(): Promise<void> {
    this.redis = spawn('redis-server', ['--port', String(this.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(this.redisPort), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server non risponde');
  }

  /** kill -9 of redis-server, then a new one on the same port (it keeps nothing on disk). */
  async restartRedis(downMs: number): Promise<void> {
    this.redis?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, downMs));
    await this.startRedis();
  }

  /** Asynchronous, so that the load goes on while the server stops and starts. */
  async restartPostgres(): Promise<void> {
    await promisify(execFile)('pg_ctlcluster', [...PG_CTL, this.versione, this.cluster, 'restart', '-m', 'fast']);
  }

  async stop(): Promise<void> {
    if (this.api) await ferma(this.api).catch(() => undefined);
    this.redis?.kill('SIGKILL');
    try {
      execFileSync('pg_dropcluster', ['--stop', this.versione, this.cluster], { stdio: 'pipe' });
    } catch (error) {
      log(`pg_dropcluster: ${(error as Error).message}`);
    }
  }
}
