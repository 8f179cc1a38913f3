/** A stored configuration parameter (spec 2 §3 "Config parameter"); `parametro` is JSON text. */
export interface ParametroConfigurazione {
  id: number;
  nome: string;
  tipo: string;
  note: string;
  parametro: string;
}

/** Where a value loaded in memory comes from: an environment variable, the stored parameter, the built-in default. */
export type OrigineParametro = 'ambiente' | 'parametro' | 'predefinito';

/** One row of GET /api/configparameter/loaded: a value as this api process holds it now. */
export interface ParametroCaricato {
  nome: string;
  /** the value as JSON text */
  valore: string;
  origine: OrigineParametro;
  /** the environment variable that overrides it, when there is one */
  variabileAmbiente: string | null;
  /** ISO instant of the load */
  caricatoIl: string;
}

/** Names of the parameters the platform reads (seeded with their defaults). */
export const PARAMETRO = {
  scadenzaPasswordGiorni: 'PASSWORD_EXPIRY_DAYS',
  sogliaBlocco: 'LOCKOUT_THRESHOLD',
  dueFattori: 'TWO_FACTOR',
  menuCambioPassword: 'MENU_CAMBIO_PASSWORD',
  menuProfilo: 'MENU_PROFILO',
  analisiTimeoutSecondi: 'ANALYSIS_QUERY_TIMEOUT_SECONDS',
  analisiMaxRighe: 'ANALYSIS_QUERY_MAX_ROWS',
  caseificioIndirizzoSorgente: 'CASEIFICIO_INDIRIZZO_SORGENTE',
} as const;
