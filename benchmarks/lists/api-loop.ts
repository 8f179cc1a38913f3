import { round } from '../eventstore/latency-stats';

/** The api's event-loop delay and garbage-collection time over one case, from its /metrics. */
export interface ApiLoop {
  loopP99Ms: number;
  loopMaxMs: number;
  /** time spent collecting garbage during the case, by kind (minor, major, incremental, weakcb) */
  gcMs: Record<string, number>;
  /** requests the api itself took more than 50 ms over (its request histogram, every route) */
  over50Ms: number;
}

type Campione = Map<string, number>;

/** One scrape of GET /metrics: the samples by name and labels. prom-client resets the loop histogram at each. */
async function scrape(metricsUrl: string): Promise<Campione> {
  const testo = await (await fetch(metricsUrl)).text();
  const campione: Campione = new Map();
  for (const riga of testo.split('\n')) {
    if (!riga || riga.startsWith('#')) continue;
    const spazio = riga.lastIndexOf(' ');
    campione.set(riga.slice(0, spazio), Number(riga.slice(spazio + 1)));
  }
  return campione;
}

/** What happened in the api between two scrapes (the loop figures are those since `prima`). */
function apiLoop(prima: Campione, dopo: Campione): ApiLoop {
  const gcMs: Record<string, number> = {};
  let over50Ms = 0;
  for (const [chiave, valore] of dopo) {
    const delta = valore - (prima.get(chiave) ?? 0);
    const tipo = /^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\}$/.exec(chiave)?.[1];
    if (tipo) gcMs[tipo] = round(delta * 1000);
    if (/^http_request_duration_seconds_bucket\{le="\+Inf"/.test(chiave)) over50Ms += delta;
    if (/^http_request_duration_seconds_bucket\{le="0\.05"/.test(chiave)) over50Ms -= delta;
  }
  return {
    loopP99Ms: round((dopo.get('nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000),
    loopMaxMs: round((dopo.get('nodejs_eventloop_lag_max_seconds') ?? 0) * 1000),
    gcMs,
    over50Ms,
  };
}

/**
 * `misura` (a case's load against the api at `base`), with what the api's loop and GC did while
 * it measured: `misura` calls `alMisurare` when its warm-up ends (the first, cold seconds are not
 * the figures').
 */
export async function withApiLoop<T extends object>(base: string, misura: (alMisurare: () => void) => Promise<T>): Promise<T & { api: ApiLoop }> {
  const metriche = `${new URL(base).origin}/metrics`;
  let prima: Promise<Campione> | undefined;
  const risultato = await misura(() => {
    prima = scrape(metriche);
  });
  const inizio = await (prima ?? scrape(metriche));
  return { ...risultato, api: apiLoop(inizio, await scrape(metriche)) };
}
