/** The year of a document's date-time in Europe/Rome (the numbering year). */
export function annoDocumento(dataOra: string): number {
  return Number(new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date(dataOra)));
}
