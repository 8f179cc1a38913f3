import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { accedi, chiama, nuovaFattura, nuovoDocumentoCommerciale, type Answer } from './client';
import type { HardeningStack } from './stack';
import { chromiumDuringPrints, workerDuringPrint, workerDuranteTask } from './worker-faults';

/** What a fault checks besides the saves; null where it does not apply. */
export interface VerificheGuasto {
  /** the task run the killed worker was running ended INTERROTTO, and the integration request it had opened ERRORE */
  interrotto: boolean | null;
  /** from the kill to the run read back closed */
  interrottoMs: number | null;
  /** answers of the prints under way during the fault, by status, and of the first one after (`dopo:`) */
  prints: Record<string, number> | null;
  /** the slowest print under way during the fault */
  printsMs: number | null;
  /** each print came back as a PDF or a refusal with a messaggio in time, and the next one printed */
  printsOk: boolean | null;
}

const NESSUNA_VERIFICA: VerificheGuasto = { interrotto: null, interrottoMs: null, prints: null, printsMs: null, printsOk: null };

export interface Guasto {
  nome: string;
  /** sets the stage (a run or prints under way); not part of the fault's time */
  prepara?: () => Promise<void>;
  /** the fault: resolves when it is over (the process is back) */
  esegui: () => Promise<void>;
  /** once the api saves again */
  verifica?: () => Promise<Partial<VerificheGuasto>>;
  /** answers this fault expects and the loops retry (e.g. a proxy's bare 502): not counted as bad */
  ammessa?: (e: Answer) => boolean;
}

export interface FaultResult extends VerificheGuasto {
  fault: string;
  /** how long the fault itself took (the restart command) */
  faultMs: number;
  /** from the fault's start to the end of the first acknowledged save begun after the fault was over */
  recoveryMs: number;
  requestsDuringFault: number;
  statusDuringFault: Record<string, number>;
  /** 500s, 5xx without a messaggio, answers past the timeout */
  bad: string[];
}

/** A kind of record the save loops create, and how its creation is found in the event store. */
interface Salvataggio {
  saves: 'fatture' | 'documenti commerciali';
  path: string;
  corpo: string;
  evento: string;
  stream: string;
  /** the read table and the columns its numbers are gap-free within */
  tabella: string;
  numerazione: string;
}

export interface FaultCheck {
  saves: Salvataggio['saves'];
  acknowledgedSaves: number;
  /** acknowledged saves whose creation event is not exactly once in the event store */
  notExactlyOnce: number;
  /** records created but never acknowledged (the answer was lost and the retry with the same Idempotency-Key never got through) */
  createdNotAcknowledged: number;
  numberGaps: number;
  numberDuplicates: number;
  ok: boolean;
}

interface Esito extends Answer {
  inizio: number;
  saves: Salvataggio['saves'];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long a save whose answer was lost is retried with its key: the longest recovery `misura` waits for, plus 30 s. */
const RIPROVA_MS = 150_000;

/**
 * A steady load of saves (`flussi` loops, each alternating invoices and commercial documents,
 * each signing in again when its session is gone) that records every answer, while each fault
 * happens in turn. Each save carries its own `Idempotency-Key` and, when its answer is lost (no
 * answer, 5xx) or its session is gone, is sent again with the same key until acknowledged, as a
 * client should: a save committed whose answer was lost is then acknowledged, not made twice.
 */
export async function guasti(
  stack: HardeningStack,
  flussi: number,
  calmaMs: number,
  /** part 5: the saves through the proxy (`base`) and its own faults */
  opzioni: { base?: string; elenco?: Guasto[] } = {},
): Promise<{ guasti: FaultResult[]; verifica: FaultCheck[] }> {
  const base = opzioni.base ?? stack.base;
  const auth = { Authorization: `Bearer ${await accedi(base)}` };
  const salvataggi: Salvataggio[] = [
    { saves: 'fatture', path: '/documenti', corpo: await nuovaFattura(base, auth), evento: 'FatturaCreata', stream: 'fatture', tabella: 'fatture', numerazione: 'id_numeratore, anno' },
    {
      saves: 'documenti commerciali',
      path: '/paperclean/documenti',
      corpo: await nuovoDocumentoCommerciale(base, auth),
      evento: 'DocumentoCreato',
      stream: 'documenticommerciali',
      tabella: 'documenti_commerciali',
      numerazione: 'tipo, anno',
    },
  ];
  const dalla = await posizione(stack.databaseUrl);
  const esiti: Esito[] = [];
  let fine = false;

  async function flusso(primo: number): Promise<void> {
    let token = '';
    for (let n = primo; !fine; n++) {
      const s = salvataggi[n % salvataggi.length];
      const chiave = randomUUID();
      // one save: once more with the same key while its answer is lost, until acknowledged or refused
      for (const t0 = Date.now(); Date.now() - t0 < RIPROVA_MS; ) {
        if (!token) {
          token = await accedi(base).catch(() => '');
          if (!token) {
            await sleep(200);
            continue;
          }
        }
        const inizio = Date.now();
        const r = await chiama(`${base}${s.path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': chiave },
          body: s.corpo,
        });
        esiti.push({ ...r, inizio, saves: s.saves });
        if (r.status === 401) token = '';
        else if (r.status === 0 || r.status >= 500) await sleep(100);
        else break;
      }
    }
  }

  const elenco: Guasto[] = opzioni.elenco ?? [
    { nome: 'Redis: kill -9 e nuovo avvio dopo 2 s', esegui: () => stack.restartRedis(2000) },
    { nome: 'PostgreSQL: pg_ctlcluster restart -m fast', esegui: () => stack.restartPostgres() },
    workerDuranteTask(stack),
    workerDuringPrint(stack),
    chromiumDuringPrints(stack),
  ];
  const flussiAttivi = Array.from({ length: flussi }, (_, i) => flusso(i));
  const risultati: FaultResult[] = [];
  try {
    await sleep(calmaMs);
    for (const guasto of elenco) {
      risultati.push(await misura(guasto, esiti).catch((error: Error) => nonEseguito(guasto, error)));
      await sleep(calmaMs);
    }
  } finally {
    fine = true;
    await Promise.all(flussiAttivi);
  }
  const db = guardPgClient(new Client({ connectionString: stack.databaseUrl }));
  await db.connect();
  try {
    return { guasti: risultati, verifica: await Promise.all(salvataggi.map((s) => check(db, s, esiti, dalla))) };
  } finally {
    await db.end();
  }
}

/** The fault, while the loops save: how long it took, how long until a save succeeds again, what the saves got meanwhile. */
async function misura(guasto: Guasto, esiti: Esito[]): Promise<FaultResult> {
  await guasto.prepara?.();
  const t0 = Date.now();
  await guasto.esegui();
  const tFatto = Date.now();
  let ripreso: Esito | undefined;
  while (!(ripreso = esiti.find((e) => e.inizio >= tFatto && e.status >= 200 && e.status < 300)) && Date.now() - t0 < 120_000) await sleep(50);
  const tRipresa = ripreso ? ripreso.inizio + ripreso.ms : Date.now();
  // begun before the recovery and answered after the fault began: those in flight when it hit count too
  const durante = esiti.filter((e) => e.inizio + e.ms >= t0 && e.inizio <= tRipresa);
  const stati: Record<string, number> = {};
  for (const e of durante) {
    const stato = e.status === 0 ? (e.errore ?? 'errore') : String(e.status);
    stati[stato] = (stati[stato] ?? 0) + 1;
  }
  return {
    fault: guasto.nome,
    faultMs: tFatto - t0,
    recoveryMs: ripreso ? Math.round(tRipresa - t0) : -1,
    requestsDuringFault: durante.length,
    statusDuringFault: stati,
    bad: durante
      .filter((e) => !guasto.ammessa?.(e) && (e.status === 500 || (e.status >= 500 && !e.body?.messaggio) || e.errore === 'timeout'))
      .map((e) => `${e.saves}: ${e.status || e.errore} ${JSON.stringify(e.body).slice(0, 120)}`),
    ...NESSUNA_VERIFICA,
    ...(await guasto.verifica?.()),
  };
}

/** A fault that could not be set up or carried out (e.g. the run never started): a problem of its own. */
function nonEseguito(guasto: Guasto, error: Error): FaultResult {
  return { fault: guasto.nome, faultMs: 0, recoveryMs: 0, requestsDuringFault: 0, statusDuringFault: {}, bad: [`non eseguito: ${error.message}`], ...NESSUNA_VERIFICA };
}

async function posizione(databaseUrl: string): Promise<string> {
  const db = guardPgClient(new Client({ connectionString: databaseUrl }));
  await db.connect();
  const { rows } = await db.query<{ p: string }>('SELECT coalesce(max(global_position), 0) AS p FROM events');
  await db.end();
  return rows[0].p;
}

async function check(db: Client, s: Salvataggio, esiti: Esito[], dalla: string): Promise<FaultCheck> {
  const ids = esiti.filter((e) => e.saves === s.saves && e.status >= 200 && e.status < 300).map((e) => `${s.stream}-${(e.body?.data as { id: number }).id}`);
  const creati = await db.query<{ stream_id: string; n: string }>(
    `SELECT stream_id, count(*) AS n FROM events WHERE event_type = $1 AND stream_id = ANY($2) GROUP BY stream_id`,
    [s.evento, ids],
  );
  const volte = new Map(creati.rows.map((r) => [r.stream_id, Number(r.n)]));
  const notExactlyOnce = ids.filter((id) => volte.get(id) !== 1).length + (ids.length - new Set(ids).size);
  const tutti = await db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE event_type = $1 AND global_position > $2`, [s.evento, dalla]);
  const numeri = await db.query<{ attesi: string; presenti: string; distinti: string }>(
    `SELECT max(numero) - min(numero) + 1 AS attesi, count(*) AS presenti, count(DISTINCT numero) AS distinti
       FROM ${s.tabella} WHERE numero IS NOT NULL GROUP BY ${s.numerazione}`,
  );
  const numberGaps = numeri.rows.reduce((n, r) => n + Number(r.attesi) - Number(r.distinti), 0);
  const numberDuplicates = numeri.rows.reduce((n, r) => n + Number(r.presenti) - Number(r.distinti), 0);
  const createdNotAcknowledged = Math.max(0, Number(tutti.rows[0].n) - ids.length);
  return {
    saves: s.saves,
    acknowledgedSaves: ids.length,
    notExactlyOnce,
    createdNotAcknowledged,
    numberGaps,
    numberDuplicates,
    ok: notExactlyOnce === 0 && createdNotAcknowledged === 0 && numberGaps === 0 && numberDuplicates === 0,
  };
}
