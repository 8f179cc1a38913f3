/** A 503 (api overloaded) or 429 with `Retry-After` is asked again at most this many times. */
export const MAX_NUOVI_TENTATIVI = 2;
/** No single wait is longer than this, whatever the server asks. */
export const ATTESA_MASSIMA_MS = 10_000;
/** Up to this share is added to each wait, so desks refused together do not come back together. */
const JITTER = 0.2;

const STATUS_DA_RIPETERE = new Set([429, 503]);

/** `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function secondiDiRetryAfter(valore: string | null, adesso = Date.now()): number | undefined {
  if (valore === null || valore.trim() === '') return undefined;
  const testo = valore.trim();
  if (/^\d+$/.test(testo)) return Number(testo);
  const data = Date.parse(testo);
  return Number.isNaN(data) ? undefined : Math.max(0, (data - adesso) / 1000);
}

/**
 * A request that may be sent again without the user knowing: a read, or a write carrying an
 * `Idempotency-Key` (the server answers a repeat with the first outcome). Any other write is
 * never repeated: the client cannot know what a refusal left behind.
 */
export function ripetibile(metodo: string, headers: Record<string, string> = {}): boolean {
  if (metodo === 'GET' || metodo === 'HEAD') return true;
  return Object.keys(headers).some((nome) => nome.toLowerCase() === 'idempotency-key');
}

/** The seconds an overload answer (503 or 429) asks to wait, or undefined for any other answer. */
export function riprovaTraSecondi(risposta: Response): number | undefined {
  return STATUS_DA_RIPETERE.has(risposta.status) ? secondiDiRetryAfter(risposta.headers.get('Retry-After')) : undefined;
}

/** How long to wait before asking again (ms), or undefined: the answer stands (not 503/429, no Retry-After). */
export function attesaPrimaDiRiprovare(risposta: Response, casuale: () => number = Math.random): number | undefined {
  const secondi = riprovaTraSecondi(risposta);
  if (secondi === undefined) return undefined;
  const base = Math.min(secondi * 1000, ATTESA_MASSIMA_MS);
  return Math.round(Math.min(base * (1 + JITTER * casuale()), ATTESA_MASSIMA_MS));
}

/** Waits `ms`; an abort of `segnale` ends the wait at once with the abort's reason, as fetch does. */
export function aspetta(ms: number, segnale?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (segnale?.aborted) return reject(segnale.reason);
    const interrompi = () => {
      clearTimeout(timer);
      reject(segnale?.reason);
    };
    const timer = setTimeout(() => {
      segnale?.removeEventListener('abort', interrompi);
      resolve();
    }, ms);
    segnale?.addEventListener('abort', interrompi, { once: true });
  });
}
