import { romeYear } from '@registro/server-kernel';

/** The calendar year of an instant in Italy (Europe/Rome): 31 Dec 23:30 UTC is already next year. */
export function annoItalia(instant: Date = new Date()): number {
  return romeYear(instant);
}
