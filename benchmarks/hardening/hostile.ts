/**
 * Part 3 of issue 14, hostile input: every operation of the api's OpenAPI document called with
 * requests fast-check generates (hostile-requests.ts) from a fixed seed, then the XML and archive
 * intakes (hostile-intakes.ts), while the RSS of the api process is sampled. An answer is wrong
 * when it is a 5xx, a 4xx without an Italian `messaggio`, echoes /etc/passwd or does not come
 * within 10 s (answerProblem of the test harness, the rule of fuzz.spec.ts).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { openApiOperations, operationKey, type ApiOperation } from '@registro/server-testing/hostile';
import { accedi, chiama, type Answer } from './client';
import { problemaDi } from './hostile-answer';
import { ingressiOstili } from './hostile-intakes';
import { hostileRequests, type Esempio, type HostileRequest } from './hostile-requests';
import { sampleRss, memoriaDi } from './process-memory';

export interface HostileInputOutcome {
  seme: number;
  operazioni: number;
  chiamate: number;
  /** answers by status; 0 is no answer within 10 s */
  stati: Record<string, number>;
  /** each wrong answer with the request that got it and how to generate it again */
  fallimenti: string[];
  /** the intakes' cases: the answer of each */
  ingressi: { caso: string; status: number; problema?: string }[];
  memoria: { primaMiB: number; piccoMiB: number; dopoMiB: number };
  secondi: number;
  /** of which the intakes */
  secondiIngressi: number;
  /** the five operations whose requests took longest, with their seconds */
  piuLente: string[];
}

/**
 * The api's resident memory may reach 1 GiB during the part: it starts at 250-450 MiB (run from
 * source, after parts 1 and 2), and the largest bodies it accepts (25 MB of JSON, a 20 MB .jar, an
 * 18 MB PDF) take a few times their size while read, one at a time here. A decompression bomb that
 * got through would take gigabytes (a 400 KB PNG drawn: 3.5 GB). The k8s production limit is 1536 MiB.
 */
export const RSS_MASSIMO_MIB = 1024;
/** What the RSS may keep after the part above where it started: warm-up (modules loaded on first use, JIT), not a leak. */
export const CRESCITA_MASSIMA_MIB = 256;

/** Operations that end the caller's session: sent last, so that the other calls keep theirs. */
const CHIUDE_SESSIONE = /logout/;
const PARALLELE = 6;

/** The seed of one operation: the run's seed and the operation, so that adding an endpoint changes no other's requests. */
const semeDi = (seme: number, op: ApiOperation) => (seme ^ createHash('sha256').update(operationKey(op)).digest().readInt32LE(0)) | 0;

/** A record of every resource that has a list and a GET by id, read as admin: the valid bodies the generator mutates. */
async function esempiDi(origine: string, operazioni: ApiOperation[], auth: Record<string, string>): Promise<Esempio[]> {
  const chiavi = new Set(operazioni.map(operationKey));
  const esempi: Esempio[] = [];
  for (const op of operazioni) {
    if (op.method !== 'GET' || !op.path.endsWith('/{id}')) continue;
    const base = op.path.slice(0, -'/{id}'.length);
    if (!chiavi.has(`GET ${base}`)) continue;
    const elenco = (await chiama(`${origine}${base}?page=0&forPage=1`, { headers: auth })).body?.data as { list?: { id?: unknown }[] } | { id?: unknown }[] | undefined;
    const id = (Array.isArray(elenco) ? elenco : elenco?.list)?.[0]?.id;
    if (typeof id !== 'number') continue;
    const record = (await chiama(`${origine}${base}/${id}`, { headers: auth })).body?.data;
    if (record && typeof record === 'object' && !Array.isArray(record)) esempi.push({ base, record: record as Record<string, unknown> });
  }
  return esempi;
}

/** The example of the longest resource path that contains the operation's. */
const esempioPer = (op: ApiOperation, esempi: Esempio[]) =>
  esempi.filter((e) => op.path === e.base || op.path.startsWith(`${e.base}/`)).sort((a, b) => b.base.length - a.base.length)[0];

function descrivi(r: HostileRequest): string {
  const corpo = r.corpo ? `, ${r.corpo.genere} (${r.corpo.contentType}): ${JSON.stringify(r.corpo.testo.slice(0, 300))}${r.corpo.testo.length > 300 ? `… (${r.corpo.testo.length} caratteri)` : ''}` : '';
  return `${r.metodo} ${r.url.slice(0, 300)}${r.url.length > 300 ? `… (${r.url.length} caratteri)` : ''} [${r.credenziale}${r.intestazioneFalsa ? ` "${r.intestazioneFalsa.slice(0, 40)}"` : ''}${corpo}]`;
}

/** The api under test: its address, its process (for the RSS) and its CONFIG_DIR (for the signing certificate). */
export interface ApiUnderTest {
  base: string;
  pidApi: number;
  cartellaConfig?: string;
}

export async function inputOstile({ base, pidApi, cartellaConfig }: ApiUnderTest, perOperazione: number, seme: number): Promise<HostileInputOutcome> {
  const t0 = performance.now();
  const origine = new URL(base).origin;
  const documento = await chiama(`${base}/docs-json`);
  const operazioni = openApiOperations(documento.body);
  if (operazioni.length < 100) throw new Error(`documento OpenAPI con ${operazioni.length} operazioni: ${documento.status}`);
  let token = await accedi(base);
  const esempi = await esempiDi(origine, operazioni, { Authorization: `Bearer ${token}` });
  const stati: Record<string, number> = {};
  const fallimenti: string[] = [];
  let chiamate = 0;

  async function send(r: HostileRequest): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (r.credenziale === 'admin') headers['Authorization'] = `Bearer ${token}`;
    if (r.intestazioneFalsa) headers['Authorization'] = r.intestazioneFalsa;
    if (r.corpo) headers['Content-Type'] = r.corpo.contentType;
    return chiama(`${origine}${r.url}`, { method: r.metodo, headers, body: r.corpo?.testo });
  }

  const durate: [string, number][] = [];

  async function operazione(op: ApiOperation): Promise<void> {
    const inizio = performance.now();
    const semeOp = semeDi(seme, op);
    const richieste = fc.sample(hostileRequests(op, esempioPer(op, esempi)), { seed: semeOp, numRuns: perOperazione });
    for (const [i, r] of richieste.entries()) {
      const risposta = await send(r);
      chiamate++;
      stati[risposta.status] = (stati[risposta.status] ?? 0) + 1;
      const problema = op.path === '/metrics' && risposta.status < 400 ? undefined : problemaDi(r.url, risposta);
      if (problema) fallimenti.push(`${descrivi(r)} → ${problema} (seme ${semeOp} di ${operationKey(op)}, richiesta ${i})`);
    }
    durate.push([operationKey(op), (performance.now() - inizio) / 1000]);
    // a call may have signed the administrator out: sign in again
    if ((await chiama(`${base}/users/profile`, { headers: { Authorization: `Bearer ${token}` } })).status === 401) token = await accedi(base);
  }

  const { rssMiB: prima, picco: piccoPrima } = memoriaDi(pidApi);
  const campioni = sampleRss(pidApi);
  const coda = operazioni.filter((op) => !CHIUDE_SESSIONE.test(op.path));
  await Promise.all(
    Array.from({ length: PARALLELE }, async () => {
      for (let op = coda.shift(); op; op = coda.shift()) await operazione(op);
    }),
  );
  const t1 = performance.now();
  const ingressi = await ingressiOstili(base, token, cartellaConfig);
  const secondiIngressi = Math.round((performance.now() - t1) / 1000);
  for (const op of operazioni.filter((o) => CHIUDE_SESSIONE.test(o.path))) await operazione(op);
  // the high-water mark, when the part raised it, is the exact peak; otherwise the highest sample
  const campionato = campioni.stop();
  const piccoDopo = memoriaDi(pidApi).picco;
  const picco = piccoDopo > piccoPrima ? piccoDopo : campionato;
  // V8 gives back the memory of the last calls after a few idle seconds: up to 15 s are waited for it
  let dopo = memoriaDi(pidApi).rssMiB;
  for (let attesa = 0; dopo - prima > CRESCITA_MASSIMA_MIB && attesa < 15_000; attesa += 500) {
    await new Promise((r) => setTimeout(r, 500));
    dopo = memoriaDi(pidApi).rssMiB;
  }
  for (const i of ingressi) {
    chiamate++;
    stati[i.status] = (stati[i.status] ?? 0) + 1;
    if (i.problema) fallimenti.push(`${i.caso} → ${i.problema}`);
  }
  return {
    seme,
    operazioni: operazioni.length,
    chiamate,
    stati,
    fallimenti,
    ingressi,
    memoria: { primaMiB: prima, piccoMiB: picco, dopoMiB: dopo },
    secondi: Math.round((performance.now() - t0) / 1000),
    secondiIngressi,
    piuLente: durate
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([op, secondi]) => `${op} ${secondi.toFixed(1)} s`),
  };
}

/** The part's row in the table of `npm run hardening`. */
export function rigaInputOstile(e: HostileInputOutcome): Record<string, unknown> {
  return {
    operations: e.operazioni,
    calls: e.chiamate,
    statuses: Object.entries(e.stati)
      .map(([status, n]) => `${status === '0' ? 'nessuna risposta' : status}:${n}`)
      .join(' '),
    failures: e.fallimenti.length,
    'rss MiB before/peak/after': `${e.memoria.primaMiB}/${e.memoria.piccoMiB}/${e.memoria.dopoMiB}`,
    s: `${e.secondi} (ingressi ${e.secondiIngressi})`,
    seed: e.seme,
  };
}

/** What fails the command: every wrong answer, and the RSS beyond its bounds. */
export function problemiInputOstile(e: HostileInputOutcome | undefined): string[] {
  if (!e) return [];
  const problemi = e.fallimenti.map((f) => `input ostile: ${f}`);
  if (e.memoria.piccoMiB > RSS_MASSIMO_MIB) problemi.push(`input ostile: RSS dell'api a ${e.memoria.piccoMiB} MiB (massimo ${RSS_MASSIMO_MIB})`);
  if (e.memoria.dopoMiB - e.memoria.primaMiB > CRESCITA_MASSIMA_MIB)
    problemi.push(`input ostile: RSS dell'api cresciuta da ${e.memoria.primaMiB} a ${e.memoria.dopoMiB} MiB (massimo +${CRESCITA_MASSIMA_MIB})`);
  return problemi;
}
