/** Start of the day of `data` (local time), epoch ms. */
export function startOfDay(data: Date): number {
  return new Date(data.getFullYear(), data.getMonth(), data.getDate(), 0, 0, 0, 0).getTime();
}

/** Last millisecond of the day of `data` (local time), epoch ms. */
export function endOfDay(data: Date): number {
  return new Date(data.getFullYear(), data.getMonth(), data.getDate(), 23, 59, 59, 999).getTime();
}

/** The whole days from `dal` to `al` as the dataDal/dataAl query of the counters. */
export function dayRange(dal: Date, al: Date): { dataDal: number; dataAl: number } {
  return { dataDal: startOfDay(dal), dataAl: endOfDay(al) };
}
