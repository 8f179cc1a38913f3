import { PARAMETRO } from '@registro/contracts';

/** A parameter the platform reads, with its default (seeded by the migration) and its environment override. */
export interface ParametroNoto {
  nome: string;
  tipo: string;
  note: string;
  predefinito: unknown;
  /** an environment variable of this name, when set and not empty, wins over the stored value */
  variabileAmbiente?: string;
}

export const PARAMETRI_NOTI: ParametroNoto[] = [
  {
    nome: PARAMETRO.scadenzaPasswordGiorni,
    tipo: 'NUMERO',
    note: 'Giorni di validità della password (0 = non scade mai; frazioni ammesse)',
    predefinito: 90,
    variabileAmbiente: 'PASSWORD_EXPIRY_DAYS',
  },
  {
    nome: PARAMETRO.sogliaBlocco,
    tipo: 'NUMERO',
    note: "Tentativi di accesso errati consecutivi che bloccano l'utenza (0 = mai)",
    predefinito: 5,
    variabileAmbiente: 'LOCKOUT_THRESHOLD',
  },
  {
    nome: PARAMETRO.dueFattori,
    tipo: 'BOOLEANO',
    note: 'Autenticazione a due fattori (codice O.T.P.) per gli utenti iscritti',
    predefinito: false,
    variabileAmbiente: 'TWO_FACTOR',
  },
  { nome: PARAMETRO.menuCambioPassword, tipo: 'BOOLEANO', note: 'Voce "Cambia Password" nel menu utente', predefinito: true },
  { nome: PARAMETRO.menuProfilo, tipo: 'BOOLEANO', note: 'Voce "Profilo" nel menu utente', predefinito: true },
  {
    nome: PARAMETRO.analisiTimeoutSecondi,
    tipo: 'NUMERO',
    note: "Secondi massimi di esecuzione di una query dell'analisi dati (oltre: interrotta)",
    predefinito: 30,
    variabileAmbiente: 'ANALYSIS_QUERY_TIMEOUT_SECONDS',
  },
  {
    nome: PARAMETRO.analisiMaxRighe,
    tipo: 'NUMERO',
    note: "Righe massime restituite da una query dell'analisi dati (oltre: le prime, con un avviso)",
    predefinito: 100000,
    variabileAmbiente: 'ANALYSIS_QUERY_MAX_ROWS',
  },
  {
    nome: PARAMETRO.caseificioIndirizzoSorgente,
    tipo: 'TESTO',
    note: "Indirizzo (http o https) da cui l'Import Caseificio legge le consegne in JSON; vuoto: import non configurato (in sviluppo usa la sorgente dimostrativa)",
    predefinito: '',
    variabileAmbiente: 'CASEIFICIO_SOURCE_URL',
  },
];
