import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import { guardPgPool } from '@registro/server-event-store';
import { runIdFromJob, schedulerId, TASK_QUEUE_NAME, type ImpostazioniTask } from '@registro/server-operations';
import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { startRedis, stop, freePort, type RunningProcess } from '@registro/server-testing/processes';
import { waitFor, startWorker, runsOf, seedTask } from './test-processes';

jest.setTimeout(90_000);

const MINUTO = 60_000;
const REDIS_CONDIVISO = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';

const automatico = (classeJava: string, avvio: number, descrizione = ''): ImpostazioniTask => ({
  nome: `${classeJava} ogni minuto`,
  tipoAvvio: 'Automatico',
  descrizione,
  classeJava,
  avvioData: new Date(avvio).toISOString(),
  ripetizioneMese: 0,
  ripetizioneGiorno: 0,
  ripetizioneOre: 0,
  ripetizioneMinuti: 1,
});

/** A database, a Redis prefix and short timings for the worker processes of one scenario. */
async function scenario(redisUrl = REDIS_CONDIVISO) {
  const db: TestDatabase = await createTestDatabase();
  const pool = guardPgPool(new Pool({ connectionString: db.url, max: 3, pipeline: true })); // seedTask writes as the api does, pipelined
  const prefisso = `registro-test:${randomBytes(6).toString('hex')}:`;
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefisso,
    TASKS_LOCK_MS: '2000',
    TASKS_SWEEP_MS: '1000',
    TASKS_SHUTDOWN_MS: '3000',
  };
  const queueOf = () => {
    const q = new Queue(TASK_QUEUE_NAME, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix: prefisso });
    q.on('error', () => undefined);
    return q;
  };
  const close = async () => {
    await pool.end();
    await db.drop();
  };
  return { db, pool, env, queueOf, prefisso, close };
}

describe('task runs with real worker processes', () => {
  const processi: RunningProcess[] = [];
  afterEach(async () => {
    await Promise.all(processi.splice(0).map((p) => stop(p, 'SIGKILL')));
  });

  it('a worker killed in the middle of a run leaves it INTERROTTO, and the next scheduled run still fires', async () => {
    const s = await scenario();
    const q = s.queueOf();
    const marcatore = join(tmpdir(), `registro-attesa-${randomBytes(4).toString('hex')}`);
    writeFileSync(marcatore, 'attendi');
    try {
      const primo = await startWorker(s.env);
      processi.push(primo);
      const avvio = Date.now() + 3000;
      const id = await seedTask(s.pool, automatico('AttesaDiProva', avvio, marcatore), true);

      const inCorso = await waitFor('la prima esecuzione pianificata è in corso', async () => {
        const [run] = await runsOf(s.pool, id);
        return run?.stato === 'IN ESECUZIONE' && run.log.includes('inizio') ? run : null;
      });
      expect(inCorso.id_job).toBe(`repeat:${schedulerId(id)}:${avvio}`);
      expect(inCorso.id).toBe(runIdFromJob(inCorso.id_job));

      primo.child.kill('SIGKILL');
      await primo.exited;
      processi.push(await startWorker(s.env));

      const interrotta = await waitFor('la corsa del worker ucciso è chiusa', async () => {
        const [run] = await runsOf(s.pool, id);
        return run?.stato === 'INTERROTTO' ? run : null;
      });
      expect(interrotta.log).toContain('Esecuzione interrotta');

      // the next iteration BullMQ created when the first one started is still there: run it now
      const prossimo = `repeat:${schedulerId(id)}:${avvio + MINUTO}`;
      expect(await q.getJobState(prossimo)).toBe('delayed');
      rmSync(marcatore);
      await (await q.getJob(prossimo))?.promote();
      const seconda = await waitFor('la seconda esecuzione pianificata è completata', async () => {
        const runs = await runsOf(s.pool, id);
        return runs.length === 2 && runs[1].stato === 'COMPLETATO' ? runs[1] : null;
      });
      expect(seconda.id).toBe(runIdFromJob(prossimo));
      expect(seconda.log).toContain('fine');
      expect((await q.getJobScheduler(schedulerId(id)))?.next).toBe(avvio + 2 * MINUTO);
    } finally {
      rmSync(marcatore, { force: true });
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
      await s.close();
    }
  });

  it('a worker killed during the dairy import closes the run INTERROTTO and its integration request ERRORE', async () => {
    // the dairy's source takes the call and never answers: the import waits until its worker dies
    const connessioni = new Set<Socket>();
    const sorgente: Server = createServer(() => undefined).on('connection', (c) => connessioni.add(c));
    await new Promise<void>((ok) => sorgente.listen(0, '127.0.0.1', ok));
    const s = await scenario();
    const q = s.queueOf();
    const env = { ...s.env, CASEIFICIO_SOURCE_URL: `http://127.0.0.1:${(sorgente.address() as AddressInfo).port}/consegne` };
    const request = () =>
      s.pool.query(`SELECT * FROM richieste_integrazione WHERE servizio = 'caseificioimport'`).then((r) => (r.rows.length === 1 ? r.rows[0] : null));
    try {
      const primo = await startWorker(env);
      processi.push(primo);
      const id = await seedTask(s.pool, automatico('ImportCaseificio', Date.now() + 2000), true);
      const aperta = await waitFor('la richiesta di integrazione è in elaborazione', async () => {
        const r = await request();
        return r?.stato_attuale === 'IN ELABORAZIONE' ? r : null;
      });

      primo.child.kill('SIGKILL');
      await primo.exited;
      processi.push(await startWorker(env));

      const [run] = await waitFor('la corsa è chiusa e la richiesta anche', async () => {
        const runs = await runsOf(s.pool, id);
        return runs[0]?.stato === 'INTERROTTO' && (await request())?.stato_attuale === 'ERRORE' ? runs : null;
      });
      const chiusa = await request();
      expect(chiusa.id).toBe(aperta.id);
      expect(chiusa.corpo_richiesta.idEsecuzione).toBe(run.id);
      expect(chiusa.storico_stati.map((x: { stato: string }) => x.stato)).toEqual(['RICEVUTA', 'IN ELABORAZIONE', 'ERRORE']);
      expect(chiusa.esito_business).toMatch(/^Import non riuscito: Esecuzione interrotta/);
    } finally {
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
      await s.close();
      for (const c of connessioni) c.destroy();
      await new Promise((ok) => sorgente.close(ok));
    }
  });

  it('two workers never run the same scheduled run twice', async () => {
    const s = await scenario();
    const q = s.queueOf();
    try {
      const due = await Promise.all([startWorker(s.env), startWorker(s.env)]);
      processi.push(...due);
      const avvio = Date.now() + 3000;
      const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => seedTask(s.pool, automatico('ContaDiProva', avvio), true)));
      for (const id of ids)
        await waitFor(`il task ${id} è eseguito`, async () => (await runsOf(s.pool, id)).some((r) => r.stato === 'COMPLETATO'));
      await new Promise((r) => setTimeout(r, 1500));
      for (const id of ids) {
        const runs = await runsOf(s.pool, id);
        expect(runs).toHaveLength(1);
        expect(runs[0].log.match(/eseguito dal processo/g)).toHaveLength(1);
        const { rows } = await s.pool.query(
          `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'TaskRunStarted'`,
          [`gesantasklog-${runs[0].id}`],
        );
        expect(rows[0].n).toBe(1);
      }
      // each job names the worker that ran it (host:pid): one of the two
      const nomi = due.map((p) => `${hostname()}:${p.child.pid}`);
      const lavori = await q.getJobs(['completed']);
      expect(lavori.length).toBeGreaterThanOrEqual(ids.length);
      for (const j of lavori) expect(nomi).toContain(j.processedBy);
    } finally {
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
      await s.close();
    }
  });

  it('a Redis restart that loses everything does not lose the schedules', async () => {
    const porta = await freePort();
    const redisUrl = `redis://127.0.0.1:${porta}`;
    let redis = await startRedis(porta);
    processi.push(redis);
    const s = await scenario(redisUrl);
    const q = s.queueOf();
    try {
      const avvio = Date.now() + 10_000;
      const id = await seedTask(s.pool, automatico('ContaDiProva', avvio), true);
      const worker = await startWorker(s.env);
      processi.push(worker);
      await waitFor('il worker pianifica il task', async () => (await q.getJobScheduler(schedulerId(id)))?.next === avvio);

      redis.child.kill('SIGKILL');
      await redis.exited;
      await new Promise((r) => setTimeout(r, 1000));
      redis = await startRedis(porta);
      processi.push(redis);

      // the new Redis is empty: the worker writes the scheduler again from PostgreSQL
      await waitFor('il worker ripianifica il task', async () => (await q.getJobScheduler(schedulerId(id)))?.next === avvio);
      // written at start, then again after the restart (by the reconnection or the periodic check)
      expect(worker.output().match(/Pianificazioni riallineate[^\n]*: 1 scritte/g)?.length).toBeGreaterThanOrEqual(2);
      const run = await waitFor(
        'la corsa pianificata parte dopo il riavvio',
        async () => (await runsOf(s.pool, id)).find((r) => r.stato === 'COMPLETATO'),
        40_000,
      );
      expect(run.id_job).toBe(`repeat:${schedulerId(id)}:${avvio}`);
    } finally {
      await q.close();
      await s.close();
    }
  });

  it('SIGTERM waits for a running task, and interrupts it (INTERROTTO) when it does not end in time', async () => {
    const s = await scenario();
    const marcatori = [0, 1].map(() => join(tmpdir(), `registro-attesa-${randomBytes(4).toString('hex')}`));
    marcatori.forEach((m) => writeFileSync(m, 'waitFor'));
    try {
      const inCorso = async (id: number) =>
        waitFor(`il task ${id} è in corso`, async () => (await runsOf(s.pool, id)).find((r) => r.log.includes('inizio')));

      // ends 1 s after SIGTERM, within the 3 s the worker waits: completed
      const primo = await startWorker(s.env);
      processi.push(primo);
      const breve = await seedTask(s.pool, automatico('AttesaDiProva', Date.now() + 3000, marcatori[0]), true);
      await inCorso(breve);
      primo.child.kill('SIGTERM');
      setTimeout(() => rmSync(marcatori[0]), 1000);
      await primo.exited;
      expect((await runsOf(s.pool, breve))[0]).toMatchObject({ stato: 'COMPLETATO' });

      // never ends by itself: aborted through TaskRunContext.segnale after 3 s
      const secondo = await startWorker(s.env);
      processi.push(secondo);
      const lungo = await seedTask(s.pool, automatico('AttesaDiProva', Date.now() + 3000, marcatori[1]), true);
      await inCorso(lungo);
      const inizio = Date.now();
      secondo.child.kill('SIGTERM');
      await secondo.exited;
      // aborted at once, not at the end of a run that never ends; room left for a slow machine
      expect(Date.now() - inizio).toBeLessThan(25_000);
      const [run] = await runsOf(s.pool, lungo);
      expect(run.stato).toBe('INTERROTTO');
      expect(run.log).toContain('interrotto');
      expect(run.log).toContain('Esecuzione interrotta: il worker si sta fermando');
    } finally {
      marcatori.forEach((m) => rmSync(m, { force: true }));
      await s.close();
    }
  });
});
