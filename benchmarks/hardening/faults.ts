import { Client } from 'pg';
import { accedi, chiama, nuovaFattura, type Risposta } from './client';
import type { HardeningStack } from './stack';

interface Esito extends Risposta {
  inizio: number;
}

export interface RisultatoGuasto {
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

export interface VerificaGuasti {
  acknowledgedSaves: number;
  /** acknowledged invoices whose FatturaCreata is not exactly once in the event store */
  notExactlyOnce: number;
  /** invoices created but never acknowledged (the answer was lost in the fault): allowed */
  createdNotAcknowledged: number;
  numberGaps: number;
  numberDuplicates: number;
  ok: boolean;
}

const attesa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A steady load of invoice saves (`flussi` loops, each signs in again when its session is
 * gone) that records every answer, while each fault of `guasti` happens in turn.
 */
export async function guasti(stack: HardeningStack, flussi: number, calmaMs: number): Promise<{ guasti: RisultatoGuasto[]; verifica: VerificaGuasti }> {
  const base = stack.base;
  const corpo = await nuovaFattura(base, { Authorization: `Bearer ${await accedi(base)}` });
  const dalla = await posizione(stack.databaseUrl);
  const esiti: Esito[] = [];
  let fine = false;

  async function flusso(): Promise<void> {
    let token = '';
    while (!fine) {
      if (!token) {
        token = await accedi(base).catch(() => '');
        if (!token) {
          await attesa(200);
          continue;
        }
      }
      const inizio = Date.now();
      const r = await chiama(`${base}/documenti`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: corpo });
      esiti.push({ ...r, inizio });
      if (r.status === 401) token = '';
      if (r.status === 0 || r.status >= 500) await attesa(100);
    }
  }

  const elenco: { nome: string; esegui: () => Promise<void> }[] = [
    { nome: 'Redis: kill -9 e nuovo avvio dopo 2 s', esegui: () => stack.restartRedis(2000) },
    { nome: 'PostgreSQL: pg_ctlcluster restart -m fast', esegui: () => stack.restartPostgres() },
  ];
  const flussiAttivi = Array.from({ length: flussi }, () => flusso());
  const risultati: RisultatoGuasto[] = [];
  try {
    await attesa(calmaMs);
    for (const guasto of elenco) {
      const t0 = Date.now();
      await guasto.esegui();
      const tFatto = Date.now();
      let ripreso: Esito | undefined;
      while (!(ripreso = esiti.find((e) => e.inizio >= tFatto && e.status >= 200 && e.status < 300)) && Date.now() - t0 < 120_000) await attesa(50);
      const tRipresa = ripreso ? ripreso.inizio + ripreso.ms : Date.now();
      const durante = esiti.filter((e) => e.inizio >= t0 && e.inizio <= tRipresa);
      const stati: Record<string, number> = {};
      for (const e of durante) {
        const stato = e.status === 0 ? (e.errore ?? 'errore') : String(e.status);
        stati[stato] = (stati[stato] ?? 0) + 1;
      }
      risultati.push({
        fault: guasto.nome,
        faultMs: tFatto - t0,
        recoveryMs: ripreso ? Math.round(tRipresa - t0) : -1,
        requestsDuringFault: durante.length,
        statusDuringFault: stati,
        bad: durante
          .filter((e) => e.status === 500 || (e.status >= 500 && !e.body?.messaggio) || e.errore === 'timeout')
          .map((e) => `${e.status || e.errore} ${JSON.stringify(e.body).slice(0, 120)}`),
      });
      await attesa(calmaMs);
    }
  } finally {
    fine = true;
    await Promise.all(flussiAttivi);
  }
  return { guasti: risultati, verifica: await verifica(stack.databaseUrl, esiti, dalla) };
}

async function posizione(databaseUrl: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ p: string }>('SELECT coalesce(max(global_position), 0) AS p FROM events');
  await db.end();
  return rows[0].p;
}

async function verifica(databaseUrl: string, esiti: Esito[], dalla: string): Promise<VerificaGuasti> {
  const ids = esiti.filter((e) => e.status >= 200 && e.status < 300).map((e) => `fatture-${(e.body?.data as { id: number }).id}`);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const creati = await db.query<{ stream_id: string; n: string }>(
      `SELECT stream_id, count(*) AS n FROM events WHERE event_type = 'FatturaCreata' AND stream_id = ANY($1) GROUP BY stream_id`,
      [ids],
    );
    const volte = new Map(creati.rows.map((r) => [r.stream_id, Number(r.n)]));
    const notExactlyOnce = ids.filter((id) => volte.get(id) !== 1).length + (ids.length - new Set(ids).size);
    const tutti = await db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE event_type = 'FatturaCreata' AND global_position > $1`, [dalla]);
    const numeri = await db.query<{ attesi: string; presenti: string; distinti: string }>(
      `SELECT max(numero) - min(numero) + 1 AS attesi, count(*) AS presenti, count(DISTINCT numero) AS distinti
         FROM fatture WHERE numero IS NOT NULL GROUP BY id_numeratore, anno`,
    );
    const numberGaps = numeri.rows.reduce((n, r) => n + Number(r.attesi) - Number(r.distinti), 0);
    const numberDuplicates = numeri.rows.reduce((n, r) => n + Number(r.presenti) - Number(r.distinti), 0);
    return {
      acknowledgedSaves: ids.length,
      notExactlyOnce,
      createdNotAcknowledged: Math.max(0, Number(tutti.rows[0].n) - ids.length),
      numberGaps,
      numberDuplicates,
      ok: notExactlyOnce === 0 && numberGaps === 0 && numberDuplicates === 0,
    };
  } finally {
    await db.end();
  }
}
