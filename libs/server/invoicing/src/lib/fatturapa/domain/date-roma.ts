import { romeDayParts } from '@registro/server-kernel';

/** The calendar day of an ISO timestamp in Italy: { anno, mese, giorno } as 4/2/2-digit strings. */
export function giornoRoma(iso: string | Date): { anno: string; mese: string; giorno: string } {
  const { year, month, day } = romeDayParts(iso);
  return { anno: year, mese: month, giorno: day };
}

/** YYYY-MM-DD (xs:date) of the timestamp, in Italy. */
export function dataIso(iso: string | Date): string {
  const { anno, mese, giorno } = giornoRoma(iso);
  return `${anno}-${mese}-${giorno}`;
}

/** DD-MM-YYYY of the timestamp, in Italy (spec 2 §9). */
export function dataItaliana(iso: string | Date): string {
  const { anno, mese, giorno } = giornoRoma(iso);
  return `${giorno}-${mese}-${anno}`;
}
