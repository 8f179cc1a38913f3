import { Agent, request } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { latencyStats, round } from '../eventstore/latency-stats';

export interface PacedRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A paced load to run in its own process (paced-load-process.ts reads it from PACED_LOAD). */
export interface PacedLoadJob {
  request: PacedRequest;
  rate: number;
  durata: number;
  riscaldamento: number;
}

/** The lines that process prints: when the measured requests begin, and before its measure. */
export const MISURA_INIZIATA = '[carico cadenzato] misura iniziata';
export const RISULTATO = '[carico cadenzato] risultato ';

export interface Misura {
  p50: number;
  p99: number;
  max: number;
  rps: number;
  requests: number;
  errors: number;
  /** the errors by kind: an HTTP status, or the socket's error code (`ECONNRESET`, `timeout`) */
  errorKinds?: Record<string, number>;
  /** p50 and p99 of the requests the api accepted (every answer but a 503), what its users wait */
  acceptedP50: number;
  acceptedP99: number;
  /** requests the api shed (503, load shedding; also counted in errors) and their share of all */
  shed: number;
  shedShare: number;
  /**
   * The load generator's own event-loop delay while it measured (ms): a request it sent late is
   * counted late, so a stall here is the machine's or the generator's, not the api's.
   */
  generatorLoopP99Ms?: number;
  generatorLoopMaxMs?: number;
}

const TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request on the keep-alive agent: its status, or the error code when it failed or took over 10 s. */
function send(agent: Agent, url: URL, richiesta: PacedRequest): Promise<number | string> {
  return new Promise((ok) => {
    const corpo = richiesta.body === undefined ? undefined : Buffer.from(richiesta.body);
    const headers = corpo ? { ...richiesta.headers, 'Content-Length': String(corpo.length) } : richiesta.headers;
    const req = request(url, { agent, method: richiesta.method, headers, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.once('end', () => ok(res.statusCode ?? 0));
      res.once('error', (e: NodeJS.ErrnoException) => ok(e.code ?? e.message));
    });
    req.once('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.once('error', (e: NodeJS.ErrnoException) => ok(e.code ?? e.message));
    req.end(corpo);
  });
}

/**
 * `rate` requests a second, one every 1000/rate ms, open loop: each leaves at its time whatever
 * the earlier ones are doing (over keep-alive connections, as many as are in flight), and its
 * latency runs from the time it was due, so a stall counts for every request it held up, as
 * wrk2 and k6's constant-arrival-rate measure. Run it in a process of its own (caricoCadenzato): a
 * generator that shares its heap with anything large stalls in its own collections, and each stall
 * counts as latency. The first `riscaldamento` seconds are not measured;
 * `alMisurare` is called when the measured ones begin.
 */
export async function misuraCadenzata(request: PacedRequest, rate: number, durata: number, riscaldamento = 2, alMisurare?: () => void): Promise<Misura> {
  const agent = new Agent({ keepAlive: true });
  const url = new URL(request.url);
  const intervallo = 1000 / rate;
  const primaMisurata = riscaldamento * rate;
  const tempi: number[] = [];
  const accettate: number[] = [];
  const errori: Record<string, number> = {};
  const inVolo: Promise<void>[] = [];
  const ritardoCiclo = monitorEventLoopDelay({ resolution: 5 });
  const inizio = performance.now();
  for (let i = 0; i < (riscaldamento + durata) * rate; i++) {
    const dovuta = inizio + i * intervallo;
    if (i === primaMisurata) {
      ritardoCiclo.enable();
      alMisurare?.();
    }
    const anticipo = dovuta - performance.now();
    if (anticipo >= 1) await sleep(anticipo);
    inVolo.push(
      send(agent, url, request).then((stato) => {
        if (i < primaMisurata) return;
        const ms = performance.now() - dovuta;
        tempi.push(ms);
        if (stato !== 503) accettate.push(ms);
        if (typeof stato === 'string' || stato < 200 || stato > 299) errori[stato] = (errori[stato] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(inVolo);
  ritardoCiclo.disable();
  agent.destroy();
  const { p50Ms, p99Ms } = latencyStats(tempi);
  const errors = Object.values(errori).reduce((a, b) => a + b, 0);
  const accettato = latencyStats(accettate);
  const shed = errori[503] ?? 0;
  return {
    p50: p50Ms, p99: p99Ms, max: round(Math.max(0, ...tempi)), rps: Math.round(tempi.length / durata), requests: tempi.length, errors, ...(errors ? { errorKinds: errori } : {}),
    acceptedP50: accettato.p50Ms, acceptedP99: accettato.p99Ms, shed, shedShare: round(tempi.length ? shed / tempi.length : 0, 4),
    generatorLoopP99Ms: round(ritardoCiclo.percentile(99) / 1e6), generatorLoopMaxMs: round(ritardoCiclo.max / 1e6),
  };
}
