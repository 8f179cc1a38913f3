import { Queue } from 'bullmq';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import type { EsecuzioneTask, Task } from '@registro/contracts';
import { accedi, chiama, esito, stampaFattura, ATTESA_STAMPA_MS, type Answer } from './client';
import type { Guasto, VerificheGuasto } from './faults';
import { REDIS_PREFIX, type HardeningStack } from './stack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function finche<T>(cosa: string, prova: () => Promise<T | undefined>, ms: number): Promise<T> {
  const fine = Date.now() + ms;
  for (;;) {
    const valore = await prova();
    if (valore !== undefined) return valore;
    if (Date.now() > fine) throw new Error(`non avvenuto entro ${ms} ms: ${cosa}`);
    await sleep(100);
  }
}

/** In time, a PDF or a refusal with a messaggio (503, 504, 4xx); not a bare 500. */
function accettabile(r: Answer): boolean {
  if (r.ms > ATTESA_STAMPA_MS + 5000) return false;
  if (r.status === 200) return typeof r.body?.data === 'string' && r.body.data.startsWith('JVBER');
  return r.status >= 400 && r.status !== 500 && Boolean(r.body?.messaggio);
}

/** What the prints under way during a fault answered, and whether the next print after it works. */
async function printOutcomes(durante: Promise<Answer>[], dopo: () => Promise<Answer>): Promise<Partial<VerificheGuasto>> {
  const risposte = await Promise.all(durante);
  const successiva = await dopo();
  const prints: Record<string, number> = {};
  for (const r of risposte) prints[esito(r)] = (prints[esito(r)] ?? 0) + 1;
  prints[`dopo:${esito(successiva)}`] = 1;
  return {
    prints,
    printsMs: Math.round(Math.max(...risposte.map((r) => r.ms))),
    printsOk: risposte.every(accettabile) && successiva.status === 200 && accettabile(successiva),
  };
}

/** Until the worker has taken a print from the queue `pdf` (and is filling or rendering it). */
async function whilePrinting(stack: HardeningStack): Promise<void> {
  const coda = new Queue('pdf', { connection: { host: '127.0.0.1', port: stack.redisPort }, prefix: REDIS_PREFIX });
  coda.on('error', () => undefined);
  try {
    await finche('una stampa è in corso nel worker', async () => ((await coda.getActiveCount()) > 0 ? true : undefined), 20_000);
  } finally {
    await coda.close();
  }
}

/**
 * kill -9 of the worker while it runs the demo task ImportCaseificio (its source never answers,
 * see silent-source.ts), then a new worker: the run must end INTERROTTO, read through the api,
 * and the integration request the run opened ERRORE, not IN ELABORAZIONE for ever.
 */
export function workerDuranteTask(stack: HardeningStack): Guasto {
  let token = '';
  let idTask = 0;
  let idEsecuzione = '';
  let ucciso = 0;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const runOf = async () => {
    const r = await chiama(`${stack.base}/gesantasklog?idTask=${idTask}`, { headers: auth() });
    return (r.body?.data as EsecuzioneTask[] | undefined)?.find((e) => e.id === idEsecuzione);
  };
  return {
    nome: "worker: kill -9 durante un'esecuzione di task",
    prepara: async () => {
      token = await accedi(stack.base);
      const tasks = await chiama(`${stack.base}/gesantask`, { headers: auth() });
      idTask = (tasks.body?.data as Task[]).find((t) => t.classeJava === 'ImportCaseificio')?.id ?? 0;
      const avvio = await chiama(`${stack.base}/gesantask/esegui/${idTask}`, { headers: auth() });
      idEsecuzione = (avvio.body?.data as { idEsecuzione?: string } | undefined)?.idEsecuzione ?? '';
      if (!idEsecuzione) throw new Error(`esecuzione del task ${idTask} non avviata: ${avvio.status} ${JSON.stringify(avvio.body)}`);
      await finche(`l'esecuzione ${idEsecuzione} è IN ESECUZIONE`, async () => ((await runOf())?.statoAttuale === 'IN ESECUZIONE' ? true : undefined), 30_000);
      // the run opens its integration request just after it starts: kill it while it waits for the source
      await finche(
        `la richiesta di integrazione dell'esecuzione ${idEsecuzione} è IN ELABORAZIONE`,
        async () => ((await requestState(stack, idEsecuzione)) === 'IN ELABORAZIONE' ? true : undefined),
        30_000,
      );
    },
    esegui: async () => {
      ucciso = Date.now();
      await stack.killWorker();
      await stack.startWorker();
    },
    verifica: async () => {
      const chiusa = await finche(
        `l'esecuzione ${idEsecuzione} è chiusa`,
        async () => {
          const e = await runOf();
          return e && !['IN ATTESA', 'IN ESECUZIONE'].includes(e.statoAttuale) ? e : undefined;
        },
        60_000,
      ).catch(() => undefined);
      const interrottoMs = chiusa ? Date.now() - ucciso : null;
      const richiesta = await finche(
        `la richiesta di integrazione dell'esecuzione ${idEsecuzione} è chiusa`,
        async () => {
          const stato = await requestState(stack, idEsecuzione);
          return stato && !['RICEVUTA', 'IN ELABORAZIONE'].includes(stato) ? stato : undefined;
        },
        10_000,
      ).catch(() => undefined);
      return { interrotto: chiusa?.statoAttuale === 'INTERROTTO' && richiesta === 'ERRORE', interrottoMs };
    },
  };
}

/** The status of the integration request a task run opened (undefined before it opened one). */
async function requestState(stack: HardeningStack, idEsecuzione: string): Promise<string | undefined> {
  const db = guardPgClient(new Client({ connectionString: stack.databaseUrl }));
  await db.connect();
  try {
    const { rows } = await db.query<{ stato: string }>(`SELECT stato_attuale AS stato FROM richieste_integrazione WHERE corpo_richiesta->>'idEsecuzione' = $1`, [idEsecuzione]);
    return rows[0]?.stato;
  } finally {
    await db.end();
  }
}

/** A fault while prints are under way: every print comes back, or fails with a messaggio, and the next one prints. */
function duringPrints(
  stack: HardeningStack,
  nome: string,
  stampe: { quante: number; righe: number; dopoMs: number },
  esegui: () => Promise<void>,
): Guasto {
  let token = '';
  let inCorso: Promise<Answer>[] = [];
  return {
    nome,
    prepara: async () => {
      token = await accedi(stack.base);
      await stack.chromium();
      inCorso = Array.from({ length: stampe.quante }, () => stampaFattura(stack.base, token, stampe.righe));
      await whilePrinting(stack);
      await sleep(stampe.dopoMs);
    },
    esegui,
    verifica: () => printOutcomes(inCorso, () => stampaFattura(stack.base, token, 20)),
  };
}

/**
 * kill -9 of the worker while it renders two long PDFs (about 1.2 s each, filled in the first
 * 150 ms or so), then a new worker: each print comes back from the new worker, or fails with a
 * messaggio.
 */
export function workerDuringPrint(stack: HardeningStack): Guasto {
  return duringPrints(stack, 'worker: kill -9 durante un PDF', { quante: 2, righe: 400, dopoMs: 500 }, async () => {
    await stack.killWorker();
    await stack.startWorker();
  });
}

/**
 * SIGKILL to the worker's Chromium (its whole process group) while 8 prints of about 0.7 s run two
 * at a time: the first ones are killed mid-render, the worker starts a new Chromium and every print
 * still comes back, or fails with a messaggio.
 */
export function chromiumDuringPrints(stack: HardeningStack): Guasto {
  return duringPrints(stack, 'Chromium ucciso durante il rendering', { quante: 8, righe: 100, dopoMs: 200 }, () => stack.killChromium());
}
