import { startProcess } from '@registro/server-testing/processes';
import autocannon from 'autocannon';
import { round } from '../eventstore/latency-stats';
import { MISURA_INIZIATA, RISULTATO, type Misura, type PacedLoadJob, type PacedRequest } from './paced-loop';

/**
 * misuraCadenzata (paced-loop.ts) in a process of its own, which loads nothing but the loop (a
 * heap of 9 MB): in the bench's process, whose heap holds the server's libraries (71 MB), the
 * generator stalled for 25-32 ms and the p99 of the costlier list cases read 13-37 ms where the
 * same load from a lean process read 5-7 ms (docs/performance.md, 2026-12-01).
 * `alMisurare` is called when the measured requests begin; a child that never says so is an error.
 */
export async function caricoCadenzato(request: PacedRequest, rate: number, durata: number, riscaldamento = 2, alMisurare?: () => void): Promise<Misura> {
  const job: PacedLoadJob = { request, rate, durata, riscaldamento };
  let iniziata = false;
  let coda = ''; // the output's last characters, should the marker arrive split over two reads
  // through tsx, as `npm run bench:*`: @swc-node/register keeps 26 MB of heap and the stalls with it
  const generatore = await startProcess(process.execPath, ['--import', 'tsx', 'benchmarks/lists/paced-load-process.ts'], {
    ready: null,
    env: { PACED_LOAD: JSON.stringify(job) },
    timeoutMs: (riscaldamento + durata) * 1000 + 120_000,
    onOutput: (chunk) => {
      if (iniziata) return;
      coda = (coda + chunk).slice(-2 * MISURA_INIZIATA.length);
      if (coda.includes(MISURA_INIZIATA)) {
        iniziata = true;
        alMisurare?.();
      }
    },
  });
  const uscita = generatore.output();
  // without the marker the caller's window (the api's /metrics, alMisurare) would cover the wrong span
  if (!iniziata) throw new Error(`carico cadenzato: la misura non è mai iniziata:\n${uscita.slice(-2000)}`);
  const riga = uscita.split('\n').find((l) => l.startsWith(RISULTATO));
  if (!riga) throw new Error(`carico cadenzato: nessun risultato:\n${uscita.slice(-2000)}`);
  return JSON.parse(riga.slice(RISULTATO.length)) as Misura;
}

/**
 * autocannon's own `overallRate` over 10 connections: a budget per second, so each connection
 * sends its share back to back when the second starts and every second opens with a burst.
 * Latency from the request written to the answer read.
 */
export async function caricoARaffica(request: PacedRequest, rate: number, durata: number): Promise<Misura> {
  const opzioni = { ...request, connections: 10, overallRate: rate, duration: durata, ignoreCoordinatedOmission: true };
  const r = await autocannon(opzioni);
  const shed = r.statusCodeStats?.['503']?.count ?? 0;
  // autocannon gives no latency per status: the accepted figures are those of every answer
  return {
    p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, rps: Math.round(r.requests.average), requests: r.requests.total, errors: r.errors + r.timeouts + r.non2xx,
    acceptedP50: r.latency.p50, acceptedP99: r.latency.p99, shed, shedShare: round(r.requests.total ? shed / r.requests.total : 0, 4),
  };
}
