/**
 * A day as a person types it and as the filters send it. Typed: `GG/MM/AAAA` or `GG-MM-AAAA` (one
 * or two digits for day and month, four for the year); a day that does not exist (31/02/2027) is
 * not read. Sent: the plain day `AAAA-MM-GG`, which the server's date codec reads as that Rome day
 * (a day filter), its start (Data Dal) or the whole of it (Data Al of an instant filter).
 */
const DIGITATO = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** The day typed (local midnight), or null when the text names no day. */
export function leggiGiorno(testo: string): Date | null {
  const m = DIGITATO.exec(testo.trim());
  if (!m) return null;
  const [giorno, mese, anno] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const data = new Date(anno, mese - 1, giorno);
  data.setFullYear(anno);
  return anno >= 1 && data.getMonth() === mese - 1 && data.getDate() === giorno ? data : null;
}

/** The day of `data` on the person's calendar, at midnight: what a day field keeps. */
export function inizioGiorno(data: Date): Date {
  return new Date(data.getFullYear(), data.getMonth(), data.getDate());
}

/** The day of `data` as the filters send it: `AAAA-MM-GG`. */
export function giornoIso(data: Date): string {
  const due = (n: number) => String(n).padStart(2, '0');
  return `${String(data.getFullYear()).padStart(4, '0')}-${due(data.getMonth() + 1)}-${due(data.getDate())}`;
}

/** A day sent as `AAAA-MM-GG` back as a date (local midnight), null when it is not one. */
export function giornoDaIso(giorno: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(giorno);
  return m ? leggiGiorno(`${m[3]}/${m[2]}/${m[1]}`) : null;
}

/**
 * A day with its time as a person types it: `GG/MM/AAAA HH:mm` or `GG-MM-AAAA HH:mm` (seconds
 * optional), or the day alone (its 00:00). A day or a time that does not exist is not read.
 */
const DIGITATO_CON_ORA = /^(\d{1,2}[/-]\d{1,2}[/-]\d{4})(?:[\sT,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/;

/** The instant typed (local time), or null when the text names no day and time. */
export function leggiGiornoOra(testo: string): Date | null {
  const m = DIGITATO_CON_ORA.exec(testo.trim());
  if (!m) return null;
  const giorno = leggiGiorno(m[1]);
  if (!giorno) return null;
  const [ore, minuti, secondi] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  if (ore > 23 || minuti > 59 || secondi > 59) return null;
  giorno.setHours(ore, minuti, secondi, 0);
  return giorno;
}

const ISTANTE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant sent as ISO text (2026-11-28T16:05:00.000Z) — not a text a person typed. */
export function isIstanteIso(testo: unknown): testo is string {
  return typeof testo === 'string' && ISTANTE_ISO.test(testo) && !Number.isNaN(new Date(testo).getTime());
}
