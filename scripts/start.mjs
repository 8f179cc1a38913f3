// npm start: install, services, database, build, migrate + demo seed, then api and worker.
// Running it again is harmless: install and build are skipped when up to date, the seed is
// idempotent, and an instance already answering on PORT is reported instead of started twice.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  API_MAIN,
  ROOT,
  WORKER_MAIN,
  buildApps,
  ensureInstalled,
  runOrExit,
  say,
} from './lib/workspace.mjs';

const port = process.env.PORT || '3000';
const url = `http://localhost:${port}`;

async function healthAnswers() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

let mailLine = '';

/** the demo seed's development signing certificate opens with the demo password (none in production) */
const firmaLine = (password) =>
  process.env.FIRMA_P12_PATH || process.env.NODE_ENV === 'production'
    ? ''
    : `\n  Firma (certificato di sviluppo, non valido) / signing password: ${password}`;

function banner(stopHint = true) {
  const password = process.env.REGISTRO_ADMIN_PASSWORD
    ? '(REGISTRO_ADMIN_PASSWORD)'
    : 'admin';
  console.log(`
  Registro: ${url}
  Accesso demo / demo login: admin / ${password}${firmaLine(password)}${mailLine}
${stopHint ? '  Ctrl+C per fermare / to stop\n' : ''}`);
}

await ensureInstalled();
const { databaseUrl, ensureDatabase, ensureServices, redisUrl } = await import(
  './lib/services.mjs'
);

if (await healthAnswers()) {
  console.log(`\nRegistro è già in esecuzione / is already running on ${url}`);
  banner(false);
  process.exit(0);
}

await ensureServices();
await ensureDatabase();
await buildApps();

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl(),
  REDIS_URL: redisUrl(),
  PORT: port,
};
// The worker only serves health and metrics, on its own port (PORT + 1 unless WORKER_PORT says).
const workerPort = process.env.WORKER_PORT || String(Number(port) + 1);
const workerEnv = { ...env, WORKER_PORT: workerPort };
say('Migrazioni e dati demo / Migrations and demo data');
await runOrExit(process.execPath, [API_MAIN, 'seed'], { env });

// Development mail: without SMTP_URL the server sends to smtp://127.0.0.1:1025, where MailDev
// (a devDependency) catches it. Not essential: if it cannot start, api and worker go on.
const portAnswers = (p) =>
  new Promise((resolve) => {
    const socket = connect(Number(p), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const maildevBin = join(ROOT, 'node_modules/.bin/maildev');
const helpers = [];
if (
  !process.env.SMTP_URL &&
  existsSync(maildevBin) &&
  !(await portAnswers(1025))
) {
  const args = ['--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1'];
  const maildev = spawn(maildevBin, args, { cwd: ROOT, stdio: 'ignore' });
  maildev.on('error', () => undefined);
  helpers.push(maildev);
  mailLine = '\n  Posta di sviluppo / development mail: http://localhost:1080';
}

say('Avvio di api e worker / Starting api and worker');
const children = [
  spawn(process.execPath, [API_MAIN, 'serve'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [WORKER_MAIN], {
    cwd: ROOT,
    env: workerEnv,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(signal, exitCode) {
  if (stopping) return;
  stopping = true;
  for (const helper of helpers)
    if (helper.exitCode === null) helper.kill('SIGTERM');
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  const force = setTimeout(() => {
    for (const child of children)
      if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null,
    ),
  ).then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stop('SIGINT', 0));
process.on('SIGTERM', () => stop('SIGTERM', 0));
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(
      `\n✖ ${child.spawnargs.slice(1).join(' ')} è terminato / exited (${code ?? 'signal'})`,
    );
    stop('SIGTERM', code || 1);
  });
}

for (let i = 0; i < 120 && !stopping; i++) {
  if (await healthAnswers()) {
    banner();
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
