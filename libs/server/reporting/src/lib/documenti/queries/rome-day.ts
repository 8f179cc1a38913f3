/** The calendar day (YYYY-MM-DD) of an instant in Europe/Rome, where the facilities are. */
export function romeDay(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epochMs));
}
