import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { basic, createTestDatabase, freePort, type TestDatabase } from '@registro/server-testing';

jest.setTimeout(180_000);

const MAIN = resolve(__dirname, '../../../../dist/apps/api/main.js');
const PASSWORD = 'Arresto-ordinato-1';

interface Risposta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST /api/token whose body is sent in two halves: in flight until `finisci()`. */
function accessoLento(porta: number) {
  const corpo = 'grant_type=password&client_id=registro&client_secret=&username=admin';
  const req = httpRequest({
    host: '127.0.0.1',
    port: porta,
    method: 'POST',
    path: '/api/token',
    headers: {
      Authorization: basic('admin', PASSWORD),
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(corpo),
    },
  });
  const risposta = new Promise<Risposta>((ok, ko) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', ko);
  });
  req.write(corpo.slice(0, 20));
  req.flushHeaders();
  return { risposta, finisci: () => req.end(corpo.slice(20)) };
}

async function salute(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return res.status;
}

describe('graceful shutdown of the built api (a real process and SIGTERM)', () => {
  let db: TestDatabase;
  let api: ChildProcess | undefined;
  let porta: number;
  let env: NodeJS.ProcessEnv;
  let log = '';

  const run = (command: string) => {
    const figlio = spawn(process.execPath, [MAIN, command], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    figlio.stdout?.on('data', (d) => (log += d));
    figlio.stderr?.on('data', (d) => (log += d));
    return figlio;
  };
  const exitOf = (figlio: ChildProcess) =>
    new Promise<number | null>((ok) =>
      figlio.exitCode !== null ? ok(figlio.exitCode) : figlio.once('exit', (code) => ok(code)),
    );

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the api first (npx nx build api; npm test does)`);
    db = await createTestDatabase();
    porta = await freePort();
    env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_PREFIX: `registro-test:${randomBytes(6).toString('hex')}:`,
      PORT: String(porta),
      PUBLIC_URL: `http://127.0.0.1:${porta}`,
      REGISTRO_ADMIN_PASSWORD: PASSWORD,
      SPID_DATA_DIR: join(tmpdir(), 'registro-spid-test-keys', 'arresto'),
      SPID_IDP_METADATA_DIR: resolve(__dirname, '../../../../libs/server/spid/src/idp-metadata'),
      SHUTDOWN_DELAY_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '10000',
    };
    expect(await exitOf(run('seed'))).toBe(0);
    api = run('serve');
    // a loaded 2-core machine may take a minute to boot the built api
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
      if (await salute(porta).catch(() => 0) === 200) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the api did not start:\n${log}`);
  });

  afterAll(async () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    await db?.drop();
  });

  it('answers 503 on health at once, finishes the request in flight, disconnects socket.io and exits 0', async () => {
    const server = api as ChildProcess;
    const token = JSON.parse(
      await (
        await fetch(`http://127.0.0.1:${porta}/api/token`, {
          method: 'POST',
          headers: { Authorization: basic('admin', PASSWORD), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=password&client_id=registro&client_secret=&username=admin',
        })
      ).text(),
    ).access_token;
    const socket: Socket = io(`http://127.0.0.1:${porta}`, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((ok, ko) => {
      socket.once('connect', () => ok());
      socket.once('connect_error', ko);
    });
    const disconnesso = new Promise<string>((ok) => socket.once('disconnect', (motivo) => ok(motivo)));

    const lento = accessoLento(porta);
    await new Promise((r) => setTimeout(r, 200));
    const finito = exitOf(server);
    const inviato = Date.now();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    expect(await salute(porta)).toBe(503);
    // past SHUTDOWN_DELAY_MS the server accepts no connection, and still waits for the request
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.exitCode).toBeNull();
    await expect(salute(porta)).rejects.toThrow();

    lento.finisci();
    const risposta = await lento.risposta;
    expect(risposta.status).toBe(200);
    expect(JSON.parse(risposta.body).access_token).toEqual(expect.any(String));
    expect(risposta.headers['connection']).toBe('close');

    expect(await disconnesso).toBe('transport close');
    const codice = await finito;
    if (codice !== 0 || !/Registro arrestato/.test(log)) console.error(log.slice(-3000));
    expect(codice).toBe(0);
    expect(Date.now() - inviato).toBeLessThan(15_000);
    expect(log).toMatch(/arresto ordinato[\s\S]*Registro arrestato/);
    await expect(salute(porta)).rejects.toThrow();
    socket.close();
  });
});
