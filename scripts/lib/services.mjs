// PostgreSQL and Redis for npm start, npm test and the e2e server: use the ones that answer,
// else start local ones, else `docker compose up -d postgres redis`, else say what to install.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import { ROOT, commandExists, run, say } from './workspace.mjs';

export const DEFAULT_DATABASE_URL =
  'postgres://postgres@127.0.0.1:5432/registro';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export const databaseUrl = () =>
  process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
export const redisUrl = () => process.env.REDIS_URL || DEFAULT_REDIS_URL;

/** The same server URL with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const databaseName = (url) =>
  decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
const isLocal = (url) =>
  ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(new URL(url).hostname);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function withAdminClient(url, fn) {
  const client = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresAnswers(url = databaseUrl()) {
  try {
    await withAdminClient(url, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export async function redisAnswers(url = redisUrl()) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function waitFor(check, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await check()) return true;
    await sleep(500);
  }
  return false;
}

async function startLocalPostgres() {
  if (!commandExists('pg_ctlcluster') || !existsSync('/etc/postgresql'))
    return false;
  for (const version of readdirSync('/etc/postgresql')) {
    await run('pg_ctlcluster', [
      '--skip-systemctl-redirect',
      version,
      'main',
      'start',
    ]);
  }
  return waitFor(() => postgresAnswers(), 30);
}

async function startLocalRedis() {
  if (!commandExists('redis-server')) return false;
  const port = new URL(redisUrl()).port || '6379';
  const dir = existsSync('/var/lib/redis') ? '/var/lib/redis' : tmpdir();
  const logfile = existsSync('/var/log/redis')
    ? '/var/log/redis/registro.log'
    : join(tmpdir(), 'registro-redis.log');
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    port,
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--logfile',
    logfile,
  ]);
  return waitFor(() => redisAnswers(), 15);
}

async function dockerAnswers() {
  return (
    commandExists('docker') &&
    (await run('docker', ['info'], { stdio: 'ignore' })) === 0
  );
}

/** Makes sure PostgreSQL and Redis answer, or exits with a message saying what to install. */
export async function ensureServices() {
  let postgresUp = await postgresAnswers();
  let redisUp = await redisAnswers();
  if (postgresUp && redisUp) return;

  if (!postgresUp && isLocal(databaseUrl())) {
    say('Avvio di PostgreSQL locale / Starting local PostgreSQL');
    postgresUp = await startLocalPostgres();
  }
  if (!redisUp && isLocal(redisUrl())) {
    say('Avvio di Redis locale / Starting local Redis');
    redisUp = await startLocalRedis();
  }
  if ((!postgresUp || !redisUp) && (await dockerAnswers())) {
    say(
      'Avvio di PostgreSQL e Redis con Docker / Starting PostgreSQL and Redis with Docker',
    );
    await run('docker', ['compose', 'up', '-d', 'postgres', 'redis'], {
      cwd: ROOT,
    });
    postgresUp = await waitFor(() => postgresAnswers(), 90);
    redisUp = await waitFor(() => redisAnswers(), 30);
  }
  if (postgresUp && redisUp) return;

  const missing = [
    !postgresUp && `PostgreSQL (${databaseUrl()})`,
    !redisUp && `Redis (${redisUrl()})`,
  ].filter(Boolean);
  console.error(`
✖ Non risponde / Not answering: ${missing.join(', ')}

  IT: Installare PostgreSQL (15 o superiore) e Redis (7 o superiore), ad esempio su Debian/Ubuntu
      sudo apt-get install -y postgresql redis-server
      oppure installare Docker (verrà usato docker compose), oppure impostare DATABASE_URL e
      REDIS_URL verso server già attivi. Poi rilanciare il comando.
  EN: Install PostgreSQL (15 or later) and Redis (7 or later), e.g. on Debian/Ubuntu
      sudo apt-get install -y postgresql redis-server
      or install Docker (docker compose will be used), or point DATABASE_URL and REDIS_URL
      at running servers. Then run the command again.
`);
  process.exit(1);
}

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database of `url` when it does not exist yet. */
export async function ensureDatabase(url = databaseUrl()) {
  const name = databaseName(url);
  await withAdminClient(url, async (client) => {
    const { rowCount } = await client.query(
      'SELECT 1 FROM pg_database WHERE datname = $1',
      [name],
    );
    if (rowCount === 0)
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

export async function dropDatabase(url) {
  await withAdminClient(url, (client) =>
    client.query(
      `DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`,
    ),
  );
}

/** Drops and creates the database of `url`: an empty database every time. */
export async function recreateDatabase(url) {
  await dropDatabase(url);
  await ensureDatabase(url);
}

/** Deletes every Redis key under `prefix` (used to clean up after a test server). */
export async function deleteRedisKeys(prefix, url = redisUrl()) {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${prefix}*`,
        'COUNT',
        500,
      );
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
