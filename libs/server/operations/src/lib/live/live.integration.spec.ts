import type { AddressInfo } from 'node:net';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { EVENTI_LIVE, STANZE_LIVE, type EsitoSegui, type InfoSistema, type RigaLogTask } from '@registro/contracts';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { socketIoKey } from './redis-adapter';
import { LiveSessionWatch } from './live-session-watch';

jest.setTimeout(60_000);

describe('live events over socket.io (real api, Redis adapter, PostgreSQL)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let operatore: string;
  let redis: Redis;
  let worker: Emitter;
  const aperti: Socket[] = [];

  /** connects like the web client: same origin, websocket, the session token in `auth` */
  const connetti = (token?: string) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
    aperti.push(socket);
    return socket;
  };
  const connesso = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const rifiutato = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connessione accettata')));
      socket.once('connect_error', (err) => resolve(err.message));
    });
  const segui = (socket: Socket, stanza: string) => socket.timeout(5000).emitWithAck(EVENTI_LIVE.segui, stanza) as Promise<EsitoSegui>;
  /** the events `evento` a socket receives within `ms` */
  const raccogli = <T>(socket: Socket, evento: string) => {
    const ricevuti: T[] = [];
    socket.on(evento, (dato: T) => ricevuti.push(dato));
    return ricevuti;
  };
  const waitFor = async (condizione: () => boolean, ms = 5000) => {
    const fine = Date.now() + ms;
    while (!condizione() && Date.now() < fine) await new Promise((r) => setTimeout(r, 50));
    return condizione();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    admin = await t.login('admin');
    operatore = await t.login('operatore');
    redis = new Redis(t.config.redisUrl);
    // exactly what the worker does to publish a task's log lines
    worker = new Emitter(redis, { key: socketIoKey(t.config.redisPrefix) });
  });
  afterAll(async () => {
    for (const socket of aperti) socket.disconnect();
    // quit waits for the emitter's publishes, which nobody awaits (see task-live.integration.spec)
    await redis?.quit();
    await t?.close();
  });

  it('refuses a connection without a session token, or with a dead one', async () => {
    expect(await rifiutato(connetti())).toBe('Sessione non valida o scaduta');
    expect(await rifiutato(connetti('x'.repeat(43)))).toBe('Sessione non valida o scaduta');
  });

  it('refuses a token once its session has been logged out', async () => {
    const token = await t.login('admin');
    await t.http.get('/api/logout').set(bearer(token)).expect(200);
    expect(await rifiutato(connetti(token))).toBe('Sessione non valida o scaduta');
  });

  it('disconnects the socket of a session that has been logged out', async () => {
    const token = await t.login('admin');
    const socket = connetti(token);
    await connesso(socket);
    const chiuso = new Promise<string>((resolve) => socket.once('disconnect', (motivo) => resolve(motivo)));
    const vivo = connetti(admin);
    await connesso(vivo);
    await t.http.get('/api/logout').set(bearer(token)).expect(200);
    await t.app.get(LiveSessionWatch).check();
    expect(await chiuso).toBe('io server disconnect');
    expect(vivo.connected).toBe(true);
  });

  it("delivers the worker's log lines to the task room, and only to who joined it with the permission", async () => {
    const autorizzato = connetti(admin);
    const senzaPermesso = connetti(operatore);
    const altroTask = connetti(admin);
    await Promise.all([connesso(autorizzato), connesso(senzaPermesso), connesso(altroTask)]);

    expect(await segui(autorizzato, STANZE_LIVE.task(7))).toEqual({ ok: true });
    expect(await segui(altroTask, STANZE_LIVE.task(8))).toEqual({ ok: true });
    expect(await segui(senzaPermesso, STANZE_LIVE.task(7))).toEqual({ ok: false, messaggio: 'Non hai i permessi per questa operazione' });
    expect(await segui(autorizzato, 'users')).toEqual({ ok: false, messaggio: 'Stanza sconosciuta' });

    const righe = raccogli<RigaLogTask>(autorizzato, EVENTI_LIVE.rigaLogTask);
    const intrusioni = raccogli<RigaLogTask>(senzaPermesso, EVENTI_LIVE.rigaLogTask);
    const altre = raccogli<RigaLogTask>(altroTask, EVENTI_LIVE.rigaLogTask);
    const riga: RigaLogTask = { idTask: 7, idEsecuzione: 'e-1', dataOra: new Date().toISOString(), riga: 'Elaborati 10 record' };
    worker.to(STANZE_LIVE.task(7)).emit(EVENTI_LIVE.rigaLogTask, riga);

    expect(await waitFor(() => righe.length === 1)).toBe(true);
    expect(righe[0]).toEqual(riga);
    await new Promise((r) => setTimeout(r, 300));
    expect(intrusioni).toEqual([]);
    expect(altre).toEqual([]);

    // after `lascia` the lines stop
    await autorizzato.timeout(5000).emitWithAck(EVENTI_LIVE.lascia, STANZE_LIVE.task(7));
    worker.to(STANZE_LIVE.task(7)).emit(EVENTI_LIVE.rigaLogTask, { ...riga, riga: 'dopo' });
    await new Promise((r) => setTimeout(r, 300));
    expect(righe).toHaveLength(1);
  });

  it('answers segui and lascia in Italian in the ack: an unknown room, a room without the permission, a room joined', async () => {
    const autorizzato = connetti(admin);
    const senzaPermesso = connetti(operatore);
    await Promise.all([connesso(autorizzato), connesso(senzaPermesso)]);
    const ack = (socket: Socket, evento: string, ...messaggio: unknown[]) =>
      socket.timeout(5000).emitWithAck(evento, ...messaggio) as Promise<EsitoSegui>;
    const sconosciuta = { ok: false, messaggio: 'Stanza sconosciuta' };

    for (const messaggio of [[42], [null], [{ nome: 'systeminfo' }], [['systeminfo']], [{ toString: 1 }], [], ['task:7', 'task:8'], ['task:0'], ['users']]) {
      expect(await ack(autorizzato, EVENTI_LIVE.segui, ...messaggio)).toEqual(sconosciuta);
      expect(await ack(autorizzato, EVENTI_LIVE.lascia, ...messaggio)).toEqual(sconosciuta);
    }
    expect(await ack(senzaPermesso, EVENTI_LIVE.segui, STANZE_LIVE.task(9))).toEqual({ ok: false, messaggio: 'Non hai i permessi per questa operazione' });

    const righe = raccogli<RigaLogTask>(autorizzato, EVENTI_LIVE.rigaLogTask);
    const intrusioni = raccogli<RigaLogTask>(senzaPermesso, EVENTI_LIVE.rigaLogTask);
    expect(await ack(autorizzato, EVENTI_LIVE.segui, STANZE_LIVE.task(9))).toEqual({ ok: true });
    const riga: RigaLogTask = { idTask: 9, idEsecuzione: 'e-9', dataOra: new Date().toISOString(), riga: 'Avviato' };
    worker.to(STANZE_LIVE.task(9)).emit(EVENTI_LIVE.rigaLogTask, riga);
    expect(await waitFor(() => righe.length === 1)).toBe(true);
    expect(righe[0]).toEqual(riga);

    expect(await ack(autorizzato, EVENTI_LIVE.lascia, STANZE_LIVE.task(9))).toEqual({ ok: true });
    worker.to(STANZE_LIVE.task(9)).emit(EVENTI_LIVE.rigaLogTask, { ...riga, riga: 'dopo' });
    await new Promise((r) => setTimeout(r, 300));
    expect(righe).toHaveLength(1);
    expect(intrusioni).toEqual([]);
  });

  it('pushes this process’s system info every 2 s to the systeminfo room', async () => {
    const socket = connetti(admin);
    await connesso(socket);
    const ricevute = raccogli<InfoSistema>(socket, EVENTI_LIVE.infoSistema);
    expect(await segui(socket, STANZE_LIVE.infoSistema)).toEqual({ ok: true });
    // one at once, then one every 2 s
    expect(await waitFor(() => ricevute.length >= 3, 6000)).toBe(true);
    const info = ricevute[ricevute.length - 1];
    expect(info.nodo).toBe(`${require('node:os').hostname()}:${process.pid}`);
    expect(info.javaVersion).toBe(process.version);
    expect(info.systemMemoryUsed).toBeGreaterThan(0);
    expect(info.systemMemoryUsed).toBeLessThanOrEqual(info.systemMemory);
    expect(info.javaMemoryUsed).toBeLessThanOrEqual(info.javaMemory);

    const senzaPermesso = connetti(operatore);
    await connesso(senzaPermesso);
    const nessuna = raccogli<InfoSistema>(senzaPermesso, EVENTI_LIVE.infoSistema);
    expect((await segui(senzaPermesso, STANZE_LIVE.infoSistema)).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 2500));
    expect(nessuna).toEqual([]);
  });

  it('answers GET /api/systeminfo with the figures at the top of data, to systeminfo/visualizza only', async () => {
    const res = await t.http.get('/api/systeminfo').set(bearer(admin)).expect(200);
    const info = res.body.data as InfoSistema;
    expect(info.operationSystemInfo).toMatch(/\S+ \S+ \(\w+\)/);
    expect(info.javaVendor).toBe('Node.js');
    expect(info.cpuCoresNumber).toBeGreaterThanOrEqual(1);
    expect(info.activeConnectionsJDBCManager).toBeGreaterThanOrEqual(0);
    expect(info.systemMemory).toBeGreaterThan(info.javaMemory);
    expect((await t.http.get('/api/systeminfo').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/systeminfo')).status).toBe(401);
  });
});
