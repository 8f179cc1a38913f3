/** The api as the load and the faults see it: sign-in, JSON calls, bodies of new records, prints. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Answer {
  status: number;
  body: { data?: unknown; messaggio?: string } | null;
  /** the body as received */
  testo: string;
  ms: number;
  /** no answer within the timeout, or the connection failed */
  errore?: string;
}

export async function chiama(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 10_000) });
    const testo = await res.text();
    let body: Answer['body'] = null;
    try {
      body = testo ? JSON.parse(testo) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body, testo, ms: performance.now() - t0 };
  } catch (error) {
    return { status: 0, body: null, testo: '', ms: performance.now() - t0, errore: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message };
  }
}

export const signInRequest = (username = 'admin', password = 'admin') => ({
  method: 'POST',
  headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'password', client_id: 'registro', client_secret: 'registro', username }).toString(),
});

export async function accedi(base: string, username = 'admin', password = 'admin'): Promise<string> {
  const r = await chiama(`${base}/token`, signInRequest(username, password));
  const token = (r.body as { access_token?: string } | null)?.access_token;
  if (!token) throw new Error(`accesso di ${username} non riuscito: ${r.status} ${JSON.stringify(r.body)}`);
  return token;
}

async function primo(base: string, risorsa: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const elenco = await chiama(`${base}/${risorsa}?page=0&forPage=1`, { headers });
  const id = (elenco.body?.data as { list?: { id: number }[] } | undefined)?.list?.[0]?.id;
  if (id === undefined) throw new Error(`nessun record in ${risorsa}: ${elenco.status} ${JSON.stringify(elenco.body).slice(0, 300)}`);
  const record = await chiama(`${base}/${risorsa}/${id}`, { headers });
  return record.body?.data as Record<string, unknown>;
}

/** A new invoice like the first demo one (same recipient, type, lines): numbered by the server. */
export async function nuovaFattura(base: string, headers: Record<string, string>): Promise<string> {
  const { id: _id, versione: _v, numeroDocumento: _n, numero: _nn, ...resto } = await primo(base, 'documenti', headers);
  return JSON.stringify({ ...resto, id: -1 });
}

/** A new commercial document like the first demo one, saved complete (numbered). */
export async function nuovoDocumentoCommerciale(base: string, headers: Record<string, string>): Promise<string> {
  const { id: _id, versione: _v, numero: _n, listaStati: _s, statoAttualeDataOra: _d, ...resto } = await primo(base, 'paperclean/documenti', headers);
  return JSON.stringify({ ...resto, id: -1, documentoOrigine: null, statoAttuale: 'COMPLETA' });
}

/** The api's PDF_TIMEOUT_MS (default): no print may take longer than this to be answered, whatever happens. */
export const ATTESA_STAMPA_MS = 30_000;

const FATTURA_DI_PROVA = JSON.parse(
  readFileSync(resolve(__dirname, '../../libs/server/reporting/templates/dati-di-prova/fattura-20-righe.json'), 'utf8'),
) as Record<string, unknown> & { righeDocumento: unknown[] };

/** The demo invoice printed with its 20 lines repeated up to `righe` (more lines, longer render). */
export function stampaFattura(base: string, token: string, righe: number): Promise<Answer> {
  const { righeDocumento } = FATTURA_DI_PROVA;
  const data = { ...FATTURA_DI_PROVA, righeDocumento: Array.from({ length: righe }, (_, i) => righeDocumento[i % righeDocumento.length]) };
  return chiama(`${base}/print/createreport`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reportName: 'fattura', data }),
    timeoutMs: ATTESA_STAMPA_MS + 10_000,
  });
}

/** An answer as a fault's table shows it: the status, and for a refusal its messaggio (or why none came). */
export function esito(a: Answer): string {
  if (a.status === 200) return '200';
  const motivo = a.body?.messaggio ?? a.errore;
  return motivo ? `${a.status || 'nessuna risposta'}: ${motivo}` : String(a.status);
}
