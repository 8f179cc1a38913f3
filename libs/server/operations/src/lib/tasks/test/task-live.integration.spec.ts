import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import { io as client, type Socket } from 'socket.io-client';
import { CHIAVE_REDIS_SOCKET_IO, EVENTI_LIVE, STANZE_LIVE, type RigaLogTask, type StatoLiveTask } from '@registro/contracts';
import { loadConfig } from '@registro/server-platform';
import { TaskLive } from '../runs/task-live';

/**
 * The worker has no socket.io server: its lines reach the browsers through Redis. A socket.io
 * server with the Redis adapter on the same key (as the api's) delivers them to the task's room.
 */
describe('live task events through the socket.io Redis adapter', () => {
  const config = { ...loadConfig(), redisPrefix: `registro-test:live-${process.pid}:` };
  const pub = new Redis(config.redisUrl);
  const sub = pub.duplicate();
  const http = createServer();
  const io = new Server(http, { adapter: createAdapter(pub, sub, { key: `${config.redisPrefix}${CHIAVE_REDIS_SOCKET_IO}` }) });
  const live = new TaskLive(config);
  let browser: Socket;

  beforeAll(async () => {
    io.on('connection', (s) => void s.join(STANZE_LIVE.task(7)));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    browser = client(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'] });
    await new Promise<void>((r) => browser.on('connect', () => r()));
    // the adapter subscribes to Redis asynchronously: on a busy machine a push sent before that is lost
    let pronto = false;
    browser.on('prova-adattatore', () => void (pronto = true));
    const emitter = new Emitter(pub, { key: `${config.redisPrefix}${CHIAVE_REDIS_SOCKET_IO}` });
    for (const fine = Date.now() + 10_000; !pronto && Date.now() < fine; await new Promise((r) => setTimeout(r, 100)))
      emitter.to(STANZE_LIVE.task(7)).emit('prova-adattatore');
  });
  afterAll(async () => {
    browser.close();
    live.onApplicationShutdown();
    await new Promise((r) => io.close(r));
    // quit, not disconnect: the adapter's close() sends UNSUBSCRIBE and PUNSUBSCRIBE without waiting
    // for them, and a disconnect before their replies rejects them ("Connection is closed.") as
    // unhandled rejections, which jest blamed on whatever test file ran next in this worker
    // (read-jar.spec, in CI). quit waits for the replies first.
    await Promise.all([pub.quit(), sub.quit()]);
  });

  it('delivers each log line and the run status to the room of that task only', async () => {
    const righe: RigaLogTask[] = [];
    const stati: StatoLiveTask[] = [];
    browser.on(EVENTI_LIVE.rigaLogTask, (r: RigaLogTask) => righe.push(r));
    browser.on(EVENTI_LIVE.statoTask, (s: StatoLiveTask) => stati.push(s));
    const riga = { idTask: 7, idEsecuzione: 'e1', dataOra: new Date().toISOString(), riga: 'prima riga' };
    live.riga({ ...riga, idTask: 8, riga: 'altro task' });
    live.riga(riga);
    live.stato({ idTask: 7, stato: 'ATTIVO', inEsecuzione: false, idEsecuzione: 'e1', statoAttuale: 'COMPLETATO', log: 'prima riga' });
    const fine = Date.now() + 5000;
    while ((righe.length < 1 || stati.length < 1) && Date.now() < fine) await new Promise((r) => setTimeout(r, 20));
    expect(righe).toEqual([riga]);
    expect(stati).toEqual([expect.objectContaining({ idTask: 7, statoAttuale: 'COMPLETATO' })]);
  });
});
