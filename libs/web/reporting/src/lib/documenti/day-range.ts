/** Start of the day of `data` (local time), epoch ms. */
export function inizioGiorno(data: Date): number {
  return new Date(data.getFullYear(), data.getMonth(), data.getDate(), 0, 0, 0, 0).getTime();
}

/** Last millisecond of the day of `data` (local time), epoch ms. */
export function fineGiorno(data: Date): number {
  return new Date(data.getFullYear(), data.getMonth(), data.getDate(), 23, 59, 59, 999).getTime();
}

/** The whole days from `dal` to `al` as the dataDal/dataAl query of the counters. */
export function intervalloGiorni(dal: Date, al: Date): { dataDal: number; dataAl: number } {
  return { dataDal: inizioGiorno(dal), dataAl: fineGiorno(al) };
}
