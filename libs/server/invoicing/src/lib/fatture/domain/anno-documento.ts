import { romeYear } from '@registro/server-kernel';

/** The year of a document date (ISO) as Italy sees it: the year of its numerator. */
export function annoDocumento(dataDocumento: string): number {
  return romeYear(dataDocumento);
}
