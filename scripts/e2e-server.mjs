// The server Playwright tests run against (webServer in apps/web-e2e): a fresh database
// (E2E_DATABASE, default `registro_e2e`), migrations + demo seed, then the built api on E2E_PORT
// (default 3100) in the foreground, and the built worker (async projections such as the logs) with its
// health port on E2E_PORT + 1000. Another E2E_DATABASE and E2E_PORT run a second one beside it.
// Expects `nx run-many -t build -p api worker web` to have run (npm test does it).
// Its Redis keys live under a prefix named after its database. On SIGTERM/SIGINT it stops both and removes the
// database and those keys (a killed run is cleaned up by the next one).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MAIN, ROOT, WORKER_MAIN, runOrExit } from './lib/workspace.mjs';
import {
  databaseUrl,
  deleteRedisKeys,
  dropDatabase,
  ensureServices,
  recreateDatabase,
  withDatabase,
} from './lib/services.mjs';

const port = process.env.E2E_PORT || '3100';
const database = process.env.E2E_DATABASE || 'registro_e2e';
const e2eDatabaseUrl = withDatabase(databaseUrl(), database);
const redisPrefix = `${database.replaceAll('_', '-')}:`;
const env = {
  ...process.env,
  DATABASE_URL: e2eDatabaseUrl,
  REDIS_PREFIX: redisPrefix,
  PORT: port,
  KAFKA_BROKERS: '',
};

/**
 * The signing flows (apps/web-e2e/src/firma.spec.ts): with E2E_FIRMA_P12_PASSWORD and no FIRMA_P12_PATH,
 * a throwaway CA and facility certificate are made with openssl into a temp folder, removed on exit.
 */
let firmaDir = null;
if (process.env.E2E_FIRMA_P12_PASSWORD && !process.env.FIRMA_P12_PATH) {
  firmaDir = mkdtempSync(join(tmpdir(), 'registro-e2e-firma-'));
  const f = (nome) => join(firmaDir, nome);
  const ossl = (...args) => execFileSync('openssl', args, { stdio: 'pipe' });
  ossl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('ca.key'), '-out', f('ca.pem'), '-days', '2', '-subj', '/CN=CA di Prova E2E/O=Registro');
  ossl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('firma.key'), '-out', f('firma.csr'), '-subj', '/CN=Struttura Sanitaria E2E/O=Registro');
  ossl('x509', '-req', '-in', f('firma.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial', '-out', f('firma.pem'), '-days', '2');
  ossl('pkcs12', '-export', '-inkey', f('firma.key'), '-in', f('firma.pem'), '-certfile', f('ca.pem'), '-out', f('struttura.p12'), '-passout', `pass:${process.env.E2E_FIRMA_P12_PASSWORD}`);
  env.FIRMA_P12_PATH = f('struttura.p12');
}

await ensureServices();
await Promise.all([
  recreateDatabase(e2eDatabaseUrl),
  deleteRedisKeys(redisPrefix),
]);
await runOrExit(process.execPath, [API_MAIN, 'seed'], { env });

const api = spawn(process.execPath, [API_MAIN, 'serve'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
const worker = spawn(process.execPath, [WORKER_MAIN], {
  cwd: ROOT,
  env: { ...env, WORKER_PORT: String(Number(port) + 1000) },
  stdio: 'inherit',
});

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

let cleaningUp = false;
async function cleanUp(exitCode) {
  if (cleaningUp) return;
  cleaningUp = true;
  await Promise.all([stop(api), stop(worker)]);
  await Promise.allSettled([
    dropDatabase(e2eDatabaseUrl),
    deleteRedisKeys(redisPrefix),
  ]);
  if (firmaDir) rmSync(firmaDir, { recursive: true, force: true });
  process.exit(exitCode);
}
process.on('SIGTERM', () => cleanUp(0));
process.on('SIGINT', () => cleanUp(0));
api.on('exit', (code) => cleanUp(code ?? 1));
worker.on('exit', (code) => cleanUp(code ?? 1));
