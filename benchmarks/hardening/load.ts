import { nuovaFattura, nuovoDocumentoCommerciale, signInRequest } from './client';
import { caricoARaffica, caricoCadenzato } from '../lists/paced-load';
import type { Misura, PacedRequest } from '../lists/paced-loop';

/** The paced measure of one case (the target is read on it), beside the burst's. */
export interface LoadCase extends Misura {
  case: string;
  rate: number;
  /** the same rate as autocannon's per-second burst: p50 and p99 */
  burstP50: number;
  burstP99: number;
  burstErrors: number;
  /** the target for this kind of case, when it has one */
  target?: string;
  ok?: boolean;
}

interface Caso {
  nome: string;
  path: string;
  rate: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  tipo: 'lista' | 'salvataggio' | 'accesso';
}

const TARGET = { lista: { p99: 25, label: 'p99 ≤ 25 ms a 200/s' }, salvataggio: { p99: 60, label: 'p99 ≤ 60 ms a 50/s' } } as const;

/**
 * Part 1: each case at a fixed rate for `durata` seconds (after 2 s of warm-up): the lists at
 * 200 requests/s, the saves at 50/s, the sign-in at 20/s (argon2id is meant to cost). Twice:
 * spread evenly over each second, from a process of its own (caricoCadenzato; the target is read
 * on this one), and in this process as autocannon's `overallRate` sends it, the whole second's
 * share at its start, 10 at a time. The autocannon figures are the answers' own times (its
 * coordinated-omission correction assumes a 1 ms interval and adds made-up samples: off).
 */
export async function carico(base: string, token: string, durata: number, solo?: string): Promise<LoadCase[]> {
  const auth = { Authorization: `Bearer ${token}` };
  const json = { ...auth, 'Content-Type': 'application/json' };
  const casi: Caso[] = [
    { nome: 'accesso (POST token)', path: '/token', rate: 20, ...signInRequest(), method: 'POST', tipo: 'accesso' },
    { nome: 'lista utenti', path: '/users?page=0&forPage=50', rate: 200, tipo: 'lista' },
    { nome: 'lista log', path: '/logs?page=0&forPage=100', rate: 200, tipo: 'lista' },
    { nome: 'lista fatture', path: '/documenti?page=0&forPage=100', rate: 200, tipo: 'lista' },
    { nome: 'lista articoli', path: '/articoli?page=0&forPage=50', rate: 200, tipo: 'lista' },
    { nome: 'lista documenti commerciali', path: '/paperclean/documenti?page=0&forPage=50', rate: 200, tipo: 'lista' },
    { nome: 'salvataggio fattura', path: '/documenti', rate: 50, method: 'POST', body: await nuovaFattura(base, auth), headers: json, tipo: 'salvataggio' },
    {
      nome: 'salvataggio documento commerciale',
      path: '/paperclean/documenti',
      rate: 50,
      method: 'POST',
      body: await nuovoDocumentoCommerciale(base, auth),
      headers: json,
      tipo: 'salvataggio',
    },
  ];
  const risultati: LoadCase[] = [];
  for (const caso of casi.filter((c) => !solo || new RegExp(solo).test(c.nome))) {
    const richiesta: PacedRequest = { url: `${base}${caso.path}`, method: caso.method ?? 'GET', headers: caso.headers ?? auth, body: caso.body };
    const r = await caricoCadenzato(richiesta, caso.rate, durata);
    const raffica = await caricoARaffica(richiesta, caso.rate, durata);
    const target = caso.tipo === 'accesso' ? undefined : TARGET[caso.tipo];
    risultati.push({
      case: caso.nome,
      rate: caso.rate,
      ...r,
      burstP50: raffica.p50,
      burstP99: raffica.p99,
      burstErrors: raffica.errors,
      ...(target ? { target: target.label, ok: r.p99 <= target.p99 && r.errors === 0 } : {}),
    });
  }
  return risultati;
}
