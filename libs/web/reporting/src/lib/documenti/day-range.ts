import { giornoIso } from '@registro/web-ui';

/** The whole days from `dal` to `al` as the dataDal/dataAl query of the counters (days `AAAA-MM-GG`, the server's DayFilter). */
export function dayRange(dal: Date, al: Date): { dataDal: string; dataAl: string } {
  return { dataDal: giornoIso(dal), dataAl: giornoIso(al) };
}
