import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Queue, type Job } from 'bullmq';
import { Client, Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { EVENTI_LIVE, STANZE_LIVE, type EsecuzioneTask, type EsitoSegui, type InfoSistema, type Task } from '@registro/contracts';
import { guardPgClient, SubscriptionRunner, type Projection, type RecordedEvent } from '@registro/server-event-store';
import { stop, type RunningProcess } from '@registro/server-testing/processes';
import { startApi, startWorker } from '../lists/app-processes';
import { accedi, chiama, esito, nuovaFattura, stampaFattura, type Answer } from './client';
import { guasti, type FaultCheck, type FaultResult, type Guasto } from './faults';
import { ACCESSI, avviaProxy, HEADER_REPLICA, ricaricaProxy } from './proxy';
import { killWorkerProcess, porta, REDIS_PREFIX, type HardeningStack } from './stack';

const log = (t: string) => console.error(`[hardening] ${t}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const carico = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The figures of part 5: each check with what it counted and whether it holds. */
export interface ReplicasOutcome {
  loadBefore: string;
  loadAfter?: string;
  /** the whole part, replicas' start and stop included */
  durataS?: number;
  controlli: ControlloRepliche[];
  guasti: FaultResult[];
  verifica: FaultCheck[];
}

export interface ControlloRepliche {
  controllo: string;
  /** what was counted, by api (A, B) or worker (A, B) where it applies */
  figure: Record<string, unknown>;
  ok: boolean;
}

/**
 * Part 5: a second api and a second worker on the run's PostgreSQL and Redis, nginx round-robin
 * in front of the two apis, and the checks that they behave as one (see docs/reliability.md).
 * Api A and worker A are the stack's; B are started here, their output in dist/hardening/api-b.log
 * and worker-b.log. Which api answered: nginx's X-Registro-Replica header ($upstream_addr), and
 * for sockets the `nodo` (host:pid) of the system info; which worker: BullMQ's processedBy (the
 * worker's name, host:pid).
 */
export class Repliche {
  apiPortB = 0;
  workerPortB = 0;
  proxyPort = 0;
  private apiB?: RunningProcess;
  private workerB?: RunningProcess;
  private proxy?: RunningProcess;
  private logApiB?: WriteStream;
  private logWorkerB?: WriteStream;
  private readonly cartella = resolve(__dirname, '../../dist/hardening');

  get cartellaProxy(): string {
    return resolve(this.cartella, `nginx-${this.stack.cluster}`);
  }

  constructor(private readonly stack: HardeningStack) {}

  get base(): string {
    return `http://127.0.0.1:${this.proxyPort}/api`;
  }

  baseApi(api: 'A' | 'B'): string {
    return `http://127.0.0.1:${api === 'A' ? this.stack.apiPort : this.apiPortB}/api`;
  }

  /** 'A' or 'B' from nginx's header (the last api tried when it retried), or from a host:pid. */
  api(answerOrNodo: string | undefined): string {
    const v = (answerOrNodo ?? '').split(',').at(-1)?.trim() ?? '';
    if (v.endsWith(`:${this.stack.apiPort}`) || v.endsWith(`:${this.stack.pidApi}`)) return 'A';
    if (v.endsWith(`:${this.apiPortB}`) || v.endsWith(`:${this.apiB?.child.pid}`)) return 'B';
    return v || '?';
  }

  worker(nodo: string | undefined): string {
    if (nodo?.endsWith(`:${this.stack.pidWorker}`)) return 'A';
    if (nodo?.endsWith(`:${this.workerB?.child.pid}`)) return 'B';
    return nodo ?? '?';
  }

  async start(): Promise<void> {
    this.apiPortB = await porta();
    this.workerPortB = await porta();
    this.logApiB = createWriteStream(resolve(this.cartella, 'api-b.log'));
    this.logWorkerB = createWriteStream(resolve(this.cartella, 'worker-b.log'));
    await this.startApiB();
    await this.startWorkerB();
    ({ nginx: this.proxy, porta: this.proxyPort } = await avviaProxy(this.cartellaProxy, porta, [this.stack.apiPort, this.apiPortB]));
    log(`repliche: api A :${this.stack.apiPort}, api B :${this.apiPortB}, nginx :${this.proxyPort}, worker A pid ${this.stack.pidWorker}, worker B pid ${this.workerB?.child.pid}`);
  }

  async startApiB(): Promise<void> {
    this.logApiB?.write(`\n===== nuova api B ${new Date().toISOString()} =====\n`);
    this.apiB = await startApi('serve', { ...this.stack.env(), PORT: String(this.apiPortB) }, (d) => this.logApiB?.write(d));
  }

  async startWorkerB(): Promise<void> {
    this.logWorkerB?.write(`\n===== nuovo worker B ${new Date().toISOString()} =====\n`);
    this.workerB = await startWorker(this.stack.workerEnv(this.workerPortB), (d) => this.logWorkerB?.write(d));
  }

  /** nginx with or without the retry of POSTs (see ricaricaProxy). */
  async ritentaPost(si: boolean): Promise<void> {
    if (this.proxy) await ricaricaProxy(this.proxy, this.cartellaProxy, this.proxyPort, [this.stack.apiPort, this.apiPortB], si);
  }

  async killApiB(): Promise<void> {
    await stop(this.apiB, 'SIGKILL');
  }

  async killWorkerB(): Promise<void> {
    await killWorkerProcess(this.workerB);
  }

  get nodoWorkerB(): string {
    return `:${this.workerB?.child.pid}`;
  }

  async stop(): Promise<void> {
    await stop(this.proxy).catch(() => undefined);
    await killWorkerProcess(this.workerB).catch(() => undefined);
    await stop(this.apiB).catch(() => undefined);
    this.logApiB?.end();
    this.logWorkerB?.end();
  }
}

/** Part 5 on the stack: starts the replicas, runs every check, stops the replicas. */
export async function repliche(stack: HardeningStack, opzioni: { breve: boolean; flussi: number; calmaMs: number }): Promise<ReplicasOutcome> {
  const r = new Repliche(stack);
  const t0 = Date.now();
  const esito: ReplicasOutcome = { loadBefore: carico(), controlli: [], guasti: [], verifica: [] };
  const conteggio = await contaProiezioni(stack.databaseUrl);
  const relay = await relayDiProva(stack.databaseUrl);
  try {
    await r.start();
    const controlla = async (controllo: string, prova: () => Promise<{ figure: Record<string, unknown>; ok: boolean }>) => {
      const t0 = Date.now();
      try {
        const { figure, ok } = await prova();
        esito.controlli.push({ controllo, figure: { ...figure, ms: Date.now() - t0 }, ok });
      } catch (error) {
        esito.controlli.push({ controllo, figure: { errore: (error as Error).message }, ok: false });
      }
      log(`5. ${controllo}: ${esito.controlli.at(-1)?.ok ? 'ok' : 'NO'}`);
    };
    const token = await accedi(r.base);
    await controlla('sessione e permessi su entrambe le api', () => sessione(r, token, opzioni.breve ? 20 : 100));
    await controlla('Idempotency-Key: stesso POST su api A poi su api B', () => idempotenza(r, stack.databaseUrl, token));
    const idTask = await taskDiProva(r.base, token);
    await controlla('socket.io: info di sistema e log dei task ai client di entrambe le api', () => live(r, token, idTask));
    await controlla('task pianificato: una esecuzione per occorrenza, non una per worker', () =>
      pianificato(r, stack, token, idTask, opzioni.breve ? 3000 : 2000, opzioni.breve ? 15_000 : 60_000),
    );
    await controlla('stampe PDF distribuite sui due worker', () => stampeDistribuite(r, stack, token, opzioni.breve ? 8 : 24));
    log(`5. guasti con ${opzioni.flussi} flussi di salvataggi attraverso nginx`);
    const elenco = [uccidiApiB(r), workerBDuranteStampa(r, stack)];
    // the k8s ingress's setting (a POST is not retried): full profile only
    if (!opzioni.breve) elenco.push(uccidiApiBSenzaRitentarePost(r));
    const g = await guasti(stack, opzioni.flussi, opzioni.calmaMs, { base: r.base, elenco });
    esito.guasti = g.guasti;
    esito.verifica = g.verifica;
    await controlla("nginx: richieste ritentate sull'altra api (accessi del proxy)", async () => ritentate(r));
    await controlla('proiezione logs: ogni evento applicato una volta con due worker', () => conteggio.verifica());
    await controlla('relay (lock della sottoscrizione): ogni evento consegnato una volta con due istanze', () => relay.verifica());
  } finally {
    await relay.chiudi();
    await r.stop();
    esito.loadAfter = carico();
    esito.durataS = Math.round((Date.now() - t0) / 1000);
  }
  return esito;
}

async function sessione(r: Repliche, token: string, n: number): Promise<{ figure: Record<string, unknown>; ok: boolean }> {
  const perApi: Record<string, number> = {};
  const stati: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const a = await chiamaProxy(`${r.base}/gesantask`, { headers: { Authorization: `Bearer ${token}` } });
    perApi[r.api(a.replica)] = (perApi[r.api(a.replica)] ?? 0) + 1;
    stati[a.status] = (stati[a.status] ?? 0) + 1;
  }
  // a user without the tasks' permission: 403 with a messaggio whichever api answers
  const cliente = await accedi(r.base, 'cliente', 'admin');
  const negati: Record<string, number> = {};
  let senzaMessaggio = 0;
  for (let i = 0; i < 10; i++) {
    const a = await chiamaProxy(`${r.base}/gesantask`, { headers: { Authorization: `Bearer ${cliente}` } });
    const chiave = `${r.api(a.replica)}:${a.status}`;
    negati[chiave] = (negati[chiave] ?? 0) + 1;
    if (a.status !== 403 || !a.body?.messaggio) senzaMessaggio++;
  }
  // signed in on A, used on B (and the other way)
  const suA = await accedi(r.baseApi('A'));
  const suB = await accedi(r.baseApi('B'));
  const incrociate = [
    (await chiama(`${r.baseApi('B')}/gesantask`, { headers: { Authorization: `Bearer ${suA}` } })).status,
    (await chiama(`${r.baseApi('A')}/gesantask`, { headers: { Authorization: `Bearer ${suB}` } })).status,
  ];
  return {
    figure: { chiamate: n, perApi, stati, cliente403: negati, tokenDiAsuB_tokenDiBsuA: incrociate },
    ok: (perApi['A'] ?? 0) > 0 && (perApi['B'] ?? 0) > 0 && stati['200'] === n && (negati['A:403'] ?? 0) > 0 && (negati['B:403'] ?? 0) > 0 && !senzaMessaggio && incrociate.every((s) => s === 200),
  };
}

async function idempotenza(r: Repliche, databaseUrl: string, token: string): Promise<{ figure: Record<string, unknown>; ok: boolean }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  const corpo = await nuovaFattura(r.base, { Authorization: `Bearer ${token}` });
  const suA = await chiama(`${r.baseApi('A')}/documenti`, { method: 'POST', headers, body: corpo });
  const suB = await chiama(`${r.baseApi('B')}/documenti`, { method: 'POST', headers, body: corpo });
  const idA = (suA.body?.data as { id?: number } | undefined)?.id;
  const idB = (suB.body?.data as { id?: number } | undefined)?.id;
  const db = guardPgClient(new Client({ connectionString: databaseUrl }));
  await db.connect();
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE event_type = 'FatturaCreata' AND stream_id = $1`, [`fatture-${idA}`]);
  await db.end();
  const creazioni = Number(rows[0].n);
  return {
    figure: { statoA: suA.status, statoB: suB.status, idA, idB, eventiFatturaCreata: creazioni },
    ok: suA.status >= 200 && suA.status < 300 && suB.status >= 200 && suB.status < 300 && idA !== undefined && idA === idB && creazioni === 1,
  };
}

/** A task of the run: ScadenzaSessioni, Automatico every minute (the product's shortest period), first run in an hour. */
async function taskDiProva(base: string, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const corpo = {
    nome: 'Repliche: scadenza sessioni',
    tipoAvvio: 'Automatico',
    descrizione: '',
    classeJava: 'ScadenzaSessioni',
    avvioData: new Date(Date.now() + 3_600_000).toISOString(),
    ripetizioneMese: 0,
    ripetizioneGiorno: 0,
    ripetizioneOre: 0,
    ripetizioneMinuti: 1,
  };
  const creato = await chiama(`${base}/gesantask`, { method: 'POST', headers, body: JSON.stringify(corpo) });
  const id = (creato.body?.data as Task | undefined)?.id;
  if (!id) throw new Error(`task di prova non creato: ${creato.status} ${creato.testo.slice(0, 300)}`);
  await chiama(`${base}/gesantask/start/${id}`, { headers });
  return id;
}

function connetti(r: Repliche, token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${r.proxyPort}`, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
  return new Promise((ok, ko) => {
    socket.once('connect', () => ok(socket));
    socket.once('connect_error', (e) => ko(e));
  });
}

/**
 * One socket.io client on each api (connected through nginx until both are covered; the api
 * is the `nodo` of the system info it sends), each following the system info and the task's
 * room; the task run once: each client gets its own api's system info, and every log line and
 * the end of the run, whichever api it is on (the worker publishes through Redis).
 */
async function live(r: Repliche, token: string, idTask: number): Promise<{ figure: Record<string, unknown>; ok: boolean }> {
  const client = new Map<string, { socket: Socket; info: Record<string, number>; righe: number; fine: boolean }>();
  const avanzati: Socket[] = [];
  try {
    for (let i = 0; i < 12 && client.size < 2; i++) {
      const socket = await connetti(r, token);
      const prima = new Promise<InfoSistema>((ok) => socket.once(EVENTI_LIVE.infoSistema, ok));
      const esito = (await socket.timeout(5000).emitWithAck(EVENTI_LIVE.segui, STANZE_LIVE.infoSistema)) as EsitoSegui;
      if (!esito.ok) throw new Error(`segui ${STANZE_LIVE.infoSistema}: ${esito.messaggio}`);
      const api = r.api((await prima).nodo);
      if (client.has(api)) {
        avanzati.push(socket);
        continue;
      }
      const c = { socket, info: {} as Record<string, number>, righe: 0, fine: false };
      socket.on(EVENTI_LIVE.infoSistema, (info: InfoSistema) => void (c.info[r.api(info.nodo)] = (c.info[r.api(info.nodo)] ?? 0) + 1));
      socket.on(EVENTI_LIVE.rigaLogTask, () => void c.righe++);
      socket.on(EVENTI_LIVE.statoTask, (s: { statoAttuale?: string; inEsecuzione?: boolean }) => {
        if (s.inEsecuzione === false && s.statoAttuale && s.statoAttuale !== 'IN ESECUZIONE') c.fine = true;
      });
      const task = (await socket.timeout(5000).emitWithAck(EVENTI_LIVE.segui, STANZE_LIVE.task(idTask))) as EsitoSegui;
      if (!task.ok) throw new Error(`segui task: ${task.messaggio}`);
      client.set(api, c);
    }
    if (client.size < 2) throw new Error(`client connessi a una sola api: ${[...client.keys()].join(', ')}`);
    // the adapter subscribes to Redis asynchronously: give it a moment before the run
    await sleep(1000);
    const avvio = await chiama(`${r.base}/gesantask/esegui/${idTask}`, { headers: { Authorization: `Bearer ${token}` } });
    if (avvio.status !== 200) throw new Error(`esegui: ${avvio.status} ${avvio.testo.slice(0, 200)}`);
    for (const fine = Date.now() + 30_000; Date.now() < fine && ![...client.values()].every((c) => c.fine); ) await sleep(100);
    await sleep(4500); // two more rounds of system info
    const figure: Record<string, unknown> = {};
    for (const [api, c] of client) figure[`client su ${api}`] = { infoSistemaDa: c.info, righeLogTask: c.righe, fineEsecuzione: c.fine };
    const ok = [...client].every(([api, c]) => c.fine && c.righe > 0 && Object.keys(c.info).length === 1 && (c.info[api] ?? 0) >= 2);
    return { figure, ok };
  } finally {
    for (const c of client.values()) c.socket.close();
    for (const s of avanzati) s.close();
  }
}

/**
 * The task's BullMQ scheduler tightened to every `periodoMs` (same template, so the workers'
 * reconciliation leaves it alone) for `finestraMs`: the runs recorded in PostgreSQL are one per
 * occurrence (job id repeat:task-<id>:<instant>), not one per worker, and who ran them.
 */
async function pianificato(r: Repliche, stack: HardeningStack, token: string, idTask: number, periodoMs: number, finestraMs: number): Promise<{ figure: Record<string, unknown>; ok: boolean }> {
  const coda = new Queue('tasks', { connection: { host: '127.0.0.1', port: stack.redisPort }, prefix: REDIS_PREFIX });
  coda.on('error', () => undefined);
  const chiave = `task-${idTask}`;
  try {
    const pianificatore = await coda.getJobScheduler(chiave);
    if (!pianificatore?.template) throw new Error(`nessun pianificatore ${chiave} in Redis`);
    const runsDelTask = async () =>
      ((await chiama(`${r.base}/gesantasklog?idTask=${idTask}`, { headers: { Authorization: `Bearer ${token}` } })).body?.data as EsecuzioneTask[]) ?? [];
    const giaPresenti = new Set((await runsDelTask()).map((e) => e.id));
    const inizio = Date.now() + periodoMs;
    await coda.removeJobScheduler(chiave);
    await coda.upsertJobScheduler(chiave, { every: periodoMs, startDate: inizio }, { name: 'esecuzione', data: pianificatore.template.data, opts: { removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } } });
    await sleep(finestraMs);
    // no further occurrence; the one under way ends; then the task is stopped as a user would
    await coda.removeJobScheduler(chiave);
    const fine = Date.now();
    for (const limite = Date.now() + 10_000; (await coda.getActiveCount()) > 0 && Date.now() < limite; ) await sleep(100);
    await chiama(`${r.base}/gesantask/stop/${idTask}`, { headers: { Authorization: `Bearer ${token}` } });
    const lavori = (await coda.getJobs(['completed', 'failed', 'active'], 0, -1)).filter((j: Job) => j.id?.startsWith(`repeat:${chiave}:`));
    const occorrenze = new Set(lavori.map((j) => j.id));
    const perWorker: Record<string, number> = {};
    for (const j of lavori) perWorker[r.worker(j.processedBy)] = (perWorker[r.worker(j.processedBy)] ?? 0) + 1;
    // a job whose task was already running answers 'saltata' and records no run
    const saltate = lavori.filter((j) => j.returnvalue === 'saltata').length;
    const esecuzioni = (await runsDelTask()).filter((e) => !giaPresenti.has(e.id));
    const attese = Math.floor((fine - inizio) / periodoMs) + 1;
    return {
      figure: {
        periodoMs,
        finestraMs,
        occorrenzeAttese: attese,
        lavoriBullMQ: lavori.length,
        saltate,
        esecuzioniRegistrate: esecuzioni.length,
        esecuzioniDistinte: new Set(esecuzioni.map((e) => e.id)).size,
        perWorker,
      },
      ok:
        lavori.length === occorrenze.size &&
        esecuzioni.length === occorrenze.size - saltate &&
        new Set(esecuzioni.map((e) => e.id)).size === esecuzioni.length &&
        Math.abs(occorrenze.size - attese) <= 1,
    };
  } finally {
    await coda.close();
  }
}

async function stampeDistribuite(r: Repliche, stack: HardeningStack, token: string, n: number): Promise<{ figure: Record<string, unknown>; ok: boolean }> {
  const coda = new Queue('pdf', { connection: { host: '127.0.0.1', port: stack.redisPort }, prefix: REDIS_PREFIX });
  coda.on('error', () => undefined);
  try {
    const t0 = Date.now();
    const risposte = await Promise.all(Array.from({ length: n }, () => stampaFattura(r.base, token, 100)));
    const stati: Record<string, number> = {};
    for (const a of risposte) stati[a.status] = (stati[a.status] ?? 0) + 1;
    const lavori = (await coda.getJobs(['completed'], 0, -1)).filter((j) => (j.finishedOn ?? 0) >= t0);
    const perWorker: Record<string, number> = {};
    for (const j of lavori) perWorker[r.worker(j.processedBy)] = (perWorker[r.worker(j.processedBy)] ?? 0) + 1;
    return { figure: { stampe: n, stati, perWorker }, ok: stati['200'] === n && (perWorker['A'] ?? 0) > 0 && (perWorker['B'] ?? 0) > 0 };
  } finally {
    await coda.close();
  }
}

/** kill -9 of api B under the save loops through nginx; then a new api B. */
function uccidiApiB(r: Repliche): Guasto {
  return {
    nome: 'api B: kill -9 sotto i salvataggi (nginx ritenta su A), poi nuova api B',
    esegui: async () => {
      await r.killApiB();
      await sleep(3000); // the loops keep saving through A alone
      await r.startApiB();
    },
  };
}

/**
 * The same kill with nginx as the k8s ingress is configured (`error timeout`: a POST cut by the
 * dying api is not sent to the other): the saves under way on B answer nginx's bare 502, which the
 * loops send again with the same Idempotency-Key, as the editor's second save would; afterwards
 * each acknowledged save must still be there once. The 502s are expected here, not bad answers.
 */
function uccidiApiBSenzaRitentarePost(r: Repliche): Guasto {
  return {
    nome: 'api B: kill -9 con nginx che non ritenta i POST (come l\'ingress k8s), poi nuova api B',
    prepara: () => r.ritentaPost(false),
    esegui: async () => {
      await r.killApiB();
      await sleep(3000);
      await r.startApiB();
    },
    verifica: async () => {
      await r.ritentaPost(true);
      return {};
    },
    ammessa: (e) => e.status === 502,
  };
}

/**
 * kill -9 of worker B while it prints (its job's processedBy is worker B): worker A takes the
 * stalled job (PDF_LOCK_MS 5 s here, checked every 2.5 s) and every print comes back a PDF; then
 * a new worker B. The api answers 504 after 30 s. The prints are sent one at a time until B has
 * one, so A (2 pages) is printing at most two and B's job does not wait behind A's own. A CI
 * machine at load 6 to 11 left no margin with four prints at once: A took B's job only after its
 * own two, 21 s after the kill, and a 200-line print then took over 10 s (3 × 504, three times
 * with 400 or 200 lines). A failure lists each print's job and its times.
 */
const STAMPE_MASSIME = 4;
/** about half a second of Chromium on a quiet machine: B is still printing when it is killed */
const RIGHE_STAMPA = 100;

function workerBDuranteStampa(r: Repliche, stack: HardeningStack): Guasto {
  let token = '';
  const inCorso: Promise<Answer>[] = [];
  let idLavoro = '';
  let inizio = 0;
  let ucciso = 0;
  const coda = () => {
    const q = new Queue('pdf', { connection: { host: '127.0.0.1', port: stack.redisPort }, prefix: REDIS_PREFIX });
    q.on('error', () => undefined);
    return q;
  };
  return {
    nome: 'worker B: kill -9 durante un PDF (lo finisce il worker A)',
    prepara: async () => {
      token = await accedi(r.base);
      const q = coda();
      try {
        inizio = Date.now();
        // one print at a time until worker B has one: A keeps a free page for B's job after the kill
        for (let n = 0; !idLavoro && n < STAMPE_MASSIME; n++) {
          inCorso.push(stampaFattura(r.base, token, RIGHE_STAMPA));
          for (const fine = Date.now() + 3000; !idLavoro && Date.now() < fine; await sleep(50)) {
            const attivi = await q.getActive();
            idLavoro = attivi.find((j) => j.processedBy?.endsWith(r.nodoWorkerB))?.id ?? '';
            if (attivi.length >= inCorso.length) break;
          }
        }
        if (!idLavoro) throw new Error(`nessuna delle ${STAMPE_MASSIME} stampe presa dal worker B`);
      } finally {
        await q.close();
      }
    },
    esegui: async () => {
      ucciso = Date.now();
      await r.killWorkerB();
    },
    verifica: async () => {
      const risposte = await Promise.all(inCorso);
      const q = coda();
      try {
        const lavoro = await q.getJob(idLavoro);
        const prints: Record<string, number> = {};
        for (const a of risposte) prints[esito(a)] = (prints[esito(a)] ?? 0) + 1;
        const finitoDa = r.worker(lavoro?.processedBy);
        prints[`lavoro ${idLavoro} ${lavoro ? `finito da worker ${finitoDa}` : 'rimosso (l\'api non lo aspettava più)'}`] = 1;
        const printsMs = lavoro?.finishedOn ? lavoro.finishedOn - ucciso : null;
        const printsOk = risposte.every((a) => a.status === 200) && finitoDa === 'A' && Boolean(lavoro?.finishedOn);
        // a failure says where the time went: each print's job, seconds from the kill
        if (!printsOk) for (const riga of await cronologia(q, r, inizio, ucciso)) prints[riga] = 1;
        await r.startWorkerB();
        return { prints, printsMs, printsOk };
      } finally {
        await q.close();
      }
    },
  };
}

/** The print jobs queued since `dal`: the worker that last took each, and when, in seconds from the kill. */
async function cronologia(q: Queue, r: Repliche, dal: number, ucciso: number): Promise<string[]> {
  const s = (t: number | undefined) => (t ? `${((t - ucciso) / 1000).toFixed(1)} s` : '-');
  const lavori = (await q.getJobs(['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'])).filter((j) => j.timestamp >= dal);
  return lavori
    .sort((a, b) => a.timestamp - b.timestamp)
    .map(
      (j) =>
        `lavoro ${j.id}: in coda ${s(j.timestamp)}, preso da ${r.worker(j.processedBy)} ${s(j.processedOn)}, finito ${s(j.finishedOn)}, ` +
        `tentativi ${j.attemptsMade}, stalli ${j.stalledCounter}${j.failedReason ? `, ${j.failedReason}` : ''}`,
    );
}

/**
 * The requests nginx sent to a second api (its log says "A, B"): their final statuses. A retried
 * save must end acknowledged (2xx) or refused with a reason (4xx), never lost in a 502.
 */
function ritentate(r: Repliche): { figure: Record<string, unknown>; ok: boolean } {
  const file = resolve(r.cartellaProxy, ACCESSI);
  const righe = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const ritentate = righe.filter((l) => l.split(' | ')[0].includes(','));
  const esiti: Record<string, number> = {};
  for (const l of ritentate) {
    const [richiesta, stati, finale] = l.split(' | ');
    const chiave = `${richiesta.split(' ')[0]} ${stati} → ${finale}`;
    esiti[chiave] = (esiti[chiave] ?? 0) + 1;
  }
  const cattive = ritentate.filter((l) => Number(l.split(' | ')[2]) >= 500).length;
  return { figure: { richiesteAlProxy: righe.length, ritentate: ritentate.length, esiti, finite5xx: cattive }, ok: cattive === 0 };
}

/** nginx's header beside the answer. */
async function chiamaProxy(url: string, init: RequestInit): Promise<Answer & { replica?: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const replica = res.headers.get(HEADER_REPLICA) ?? undefined;
  const testo = await res.text();
  let body: Answer['body'] = null;
  try {
    body = testo ? JSON.parse(testo) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body, testo, ms: performance.now() - t0, replica };
}

/**
 * The last event in the order the subscriptions read (transaction, then position): where a caught-up
 * checkpoint stands. Not max(global_position): a transaction that began earlier may commit a higher
 * position, and it is read before a later transaction's lower one.
 */
const ULTIMO_EVENTO = '(SELECT global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1)';

/**
 * The logs projection runs in both workers (a SubscriptionRunner each, taking turns on the
 * subscription's advisory lock). Each row takes its id from a sequence at each INSERT attempt, and
 * the INSERT skips a global position already there (ON CONFLICT DO NOTHING), so the ids drawn are
 * the rows inserted (committed, or rolled back with a batch of a killed worker) plus the events
 * applied a second time; PostgreSQL counts the rows inserted, rolled back included
 * (pg_stat_user_tables.n_tup_ins). Events applied twice = ids drawn − rows inserted; it must be 0,
 * and the rows added must be the events added.
 */
async function contaProiezioni(databaseUrl: string): Promise<{ verifica(): Promise<{ figure: Record<string, unknown>; ok: boolean }> }> {
  const misura = async () => {
    const db = guardPgClient(new Client({ connectionString: databaseUrl }));
    await db.connect();
    try {
      const { rows } = await db.query<{ eventi: string; righe: string; id: string; inserite: string; checkpoint: string | null; ultimo: string }>(
        `SELECT (SELECT count(*) FROM events) AS eventi, (SELECT count(*) FROM logs) AS righe,
                (SELECT last_value FROM logs_id_seq) AS id,
                (SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'logs') AS inserite,
                (SELECT global_position FROM subscription_checkpoints WHERE name = 'logs') AS checkpoint,
                ${ULTIMO_EVENTO} AS ultimo`,
      );
      return rows[0];
    } finally {
      await db.end();
    }
  };
  /**
   * Once the projection has caught up and the workers' sessions have reported their counts to the
   * statistics (within a second of going idle, or up to 10 s when they reported just before): while
   * the ids drawn exceed the rows counted, the counts may still be on their way. At the start, with
   * one worker, the whole table's ids drawn and rows inserted are equal once every count arrived.
   */
  const ferma = async (base: { id: string; inserite: string } = { id: '0', inserite: '0' }) => {
    let m = await misura();
    for (const fine = Date.now() + 15_000; m.checkpoint !== m.ultimo && Date.now() < fine; m = await misura()) await sleep(200);
    await sleep(1500);
    m = await misura();
    for (const fine = Date.now() + 12_000; Number(m.id) - Number(base.id) > Number(m.inserite) - Number(base.inserite) && Date.now() < fine; m = await misura()) await sleep(500);
    return m;
  };
  const prima = await ferma();
  return {
    async verifica() {
      const dopo = await ferma(prima);
      const eventi = Number(dopo.eventi) - Number(prima.eventi);
      const righe = Number(dopo.righe) - Number(prima.righe);
      const idPresi = Number(dopo.id) - Number(prima.id);
      const inserite = Number(dopo.inserite) - Number(prima.inserite);
      return {
        figure: {
          eventiNuovi: eventi,
          righeLogNuove: righe,
          idPresiDallaSequenza: idPresi,
          righeInseriteConAnnullate: inserite,
          righeAnnullate: inserite - righe,
          eventiApplicatiDueVolte: idPresi - inserite,
          checkpointAllUltimo: dopo.checkpoint === dopo.ultimo,
        },
        ok: eventi > 0 && righe === eventi && idPresi === inserite && dopo.checkpoint === dopo.ultimo,
      };
    },
  };
}

/**
 * Kafka is not available here: the relay is a SubscriptionRunner like any other (kafka-relay.ts),
 * so two runners of one subscription, in two pools as two workers would have, stand in for it,
 * counting what they would publish. Every event must be delivered once in all, and the
 * subscription's checkpoint (its bookkeeping in subscription_checkpoints) end on the last event.
 */
async function relayDiProva(databaseUrl: string): Promise<{ verifica(): Promise<{ figure: Record<string, unknown>; ok: boolean }>; chiudi(): Promise<void> }> {
  const nome = 'kafka-relay-repliche';
  const consegne = new Map<string, number>();
  const perIstanza = [0, 0];
  const pools = [new Pool({ connectionString: databaseUrl, max: 2 }), new Pool({ connectionString: databaseUrl, max: 2 })];
  for (const p of pools) p.on('error', () => undefined);
  const runners = pools.map((pool, i) => {
    const proiezione: Projection = {
      name: nome,
      eventTypes: ['*'],
      async apply(_tx: unknown, events: RecordedEvent[]) {
        for (const e of events) consegne.set(e.globalPosition, (consegne.get(e.globalPosition) ?? 0) + 1);
        perIstanza[i] += events.length;
      },
      async reset() {
        return;
      },
    } as Projection;
    return new SubscriptionRunner(pool, proiezione, { onError: () => undefined });
  });
  await Promise.all(runners.map((r) => r.start()));
  let chiuso = false;
  const chiudi = async () => {
    if (chiuso) return;
    chiuso = true;
    await Promise.all(runners.map((r) => r.stop()));
    await Promise.all(pools.map((p) => p.end()));
  };
  return {
    chiudi,
    async verifica() {
      const db = guardPgClient(new Client({ connectionString: databaseUrl }));
      await db.connect();
      try {
        const ultimo = async () => (await db.query<{ p: string }>(`SELECT ${ULTIMO_EVENTO} AS p`)).rows[0].p;
        const checkpoint = async () => (await db.query<{ p: string }>('SELECT global_position AS p FROM subscription_checkpoints WHERE name = $1', [nome])).rows[0]?.p;
        for (const fine = Date.now() + 15_000; (await checkpoint()) !== (await ultimo()) && Date.now() < fine; ) await sleep(200);
        const eventi = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0].n);
        const fermo = await checkpoint();
        await chiudi();
        const totale = [...consegne.values()].reduce((a, b) => a + b, 0);
        const doppie = totale - consegne.size;
        return {
          figure: { eventi, consegnate: totale, doppie, mancanti: eventi - consegne.size, perIstanza, checkpointAllUltimo: fermo === (await ultimo()) },
          ok: doppie === 0 && consegne.size === eventi && fermo === (await ultimo()),
        };
      } finally {
        await db.end();
      }
    },
  };
}
