import { instantOfRomeWallClock, romeWallClock } from '@registro/server-kernel';
import type { ImpostazioniTask } from '../domain/task.events';

// Month arithmetic runs on the Italian calendar (a monthly task keeps its wall-clock time): the kernel's Rome calendar.
const MINUTO = 60_000;

/** How BullMQ repeats a task: a fixed period, or our calendar pattern when months are involved. */
export type PianoRipetizione = { every: number; startDate: number } | { pattern: string };

/** days, hours and minutes as milliseconds (months are not a fixed length) */
export function periodoFissoMs(t: Pick<ImpostazioniTask, 'ripetizioneGiorno' | 'ripetizioneOre' | 'ripetizioneMinuti'>): number {
  return ((t.ripetizioneGiorno * 24 + t.ripetizioneOre) * 60 + t.ripetizioneMinuti) * MINUTO;
}

/**
 * The BullMQ repetition of an Automatico task: runs at avvioData + k × (months, days, hours,
 * minutes), k = 0, 1, 2... Without months it is `every` with the first occurrence still ahead as
 * `startDate` (so the runs stay anchored on avvioData); with months it is an ISO 8601 repeating
 * interval `R/<avvioData>/P<m>M<d>DT<h>H<n>M` read by `strategiaRipetizione`. Null when the task
 * does not repeat (Manuale, no date or no period).
 */
export function pianoRipetizione(t: ImpostazioniTask, adesso = Date.now()): PianoRipetizione | null {
  if (t.tipoAvvio !== 'Automatico' || !t.avvioData) return null;
  const avvio = new Date(t.avvioData).getTime();
  const every = periodoFissoMs(t);
  if (t.ripetizioneMese > 0)
    return {
      pattern: `R/${new Date(avvio).toISOString()}/P${t.ripetizioneMese}M${t.ripetizioneGiorno}DT${t.ripetizioneOre}H${t.ripetizioneMinuti}M`,
    };
  if (every <= 0) return null;
  const passati = avvio < adesso ? Math.ceil((adesso - avvio) / every) : 0;
  return { every, startDate: avvio + passati * every };
}

interface Intervallo {
  avvio: number;
  mesi: number;
  fissoMs: number;
}

const INTERVALLO = /^R\/([^/]+)\/P(\d+)M(\d+)DT(\d+)H(\d+)M$/;

export function readInterval(pattern: string): Intervallo | null {
  const m = INTERVALLO.exec(pattern);
  if (!m) return null;
  const avvio = new Date(m[1]).getTime();
  if (Number.isNaN(avvio)) return null;
  const [mesi, giorni, ore, minuti] = m.slice(2).map(Number);
  return { avvio, mesi, fissoMs: periodoFissoMs({ ripetizioneGiorno: giorni, ripetizioneOre: ore, ripetizioneMinuti: minuti }) };
}

/** The k-th occurrence: avvio plus k × months on the Italian calendar (day clamped), plus k × the fixed part. */
export function occorrenza(i: Intervallo, k: number): number {
  const p = romeWallClock(i.avvio);
  const mese = p.month - 1 + k * i.mesi;
  const year = p.year + Math.floor(mese / 12);
  const month = (mese % 12) + 1;
  const day = Math.min(p.day, giorniDelMese(year, month));
  return instantOfRomeWallClock({ ...p, year, month, day }) + k * i.fissoMs;
}

/** The first occurrence strictly after `dopo`. */
export function prossimaOccorrenza(i: Intervallo, dopo: number): number {
  const mediaMs = i.mesi * 30.44 * 24 * 60 * MINUTO + i.fissoMs;
  let k = Math.max(0, Math.floor((dopo - i.avvio) / mediaMs) - 2);
  while (occorrenza(i, k) <= dopo) k++;
  return occorrenza(i, k);
}

/**
 * BullMQ `settings.repeatStrategy` of the tasks queue (Queue and Worker must both use it): the
 * next run after `millis` for our `R/...` patterns.
 */
export function strategiaRipetizione(millis: number, opts: { pattern?: string }): number | undefined {
  const intervallo = opts.pattern ? readInterval(opts.pattern) : null;
  return intervallo ? prossimaOccorrenza(intervallo, millis) : undefined;
}

function giorniDelMese(anno: number, mese: number): number {
  return new Date(Date.UTC(anno, mese, 0)).getUTCDate();
}
