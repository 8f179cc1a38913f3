import { romeYear } from '@registro/server-kernel';

/** The year of a document's date-time in Europe/Rome (the numbering year). */
export function annoDocumento(dataOra: string): number {
  return romeYear(dataOra);
}
