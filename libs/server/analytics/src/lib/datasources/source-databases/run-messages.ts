/** The Italian reasons a run or a connection check is refused, shared by every dialect. */
export const SCRITTURA_RIFIUTATA = 'La query tenta di modificare i dati: sono ammesse solo letture';

export function tempoScaduto(timeoutMs: number): string {
  return `La query ha superato il tempo massimo di esecuzione (${formatSecondi(timeoutMs)} secondi) ed è stata interrotta`;
}

export const CONNESSIONE_RIFIUTATA = (dove: string) => `Connessione rifiutata da ${dove}: il database non è raggiungibile`;
export const CONNESSIONE_NON_RIUSCITA = (dove: string) => `Impossibile connettersi a ${dove}: il database non è raggiungibile`;
export const CONNESSIONE_SCADUTA = (dove: string) => `Tempo di connessione scaduto verso ${dove}`;
export const HOST_SCONOSCIUTO = (host: string) => `Host sconosciuto: ${host}`;
export const AUTENTICAZIONE_FALLITA = (utente: string) => `Autenticazione fallita per l'utente ${utente}`;
export const DATABASE_INESISTENTE = (database: string) => `Il database ${database} non esiste`;
export const CONNESSIONE_PERSA = 'La connessione al database si è interrotta';
export const ERRORE_QUERY = (dettaglio: string) => `Errore nella query: ${dettaglio}`;
export const ERRORE_CONNESSIONE = (dettaglio: string) => `Errore di connessione al database: ${dettaglio}`;

function formatSecondi(ms: number): string {
  return (ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 3 });
}

/** `host:porta` of a connection, for the messages. */
export function dove(host: string, port: number | null): string {
  return port ? `${host}:${port}` : host;
}
