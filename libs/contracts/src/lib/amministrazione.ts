/** Installation, configuration panel, business integration and dairy import (spec 3). */

/** GET /api/installation/databasedrivers */
export interface DriverDatabase {
  label: string;
  driverName: string;
}

/**
 * GET/POST /api/installation/databasedata. On read the password is never sent back
 * (`password` is '' and `passwordImpostata` says whether the file has one); on save a blank
 * password keeps the stored one.
 */
export interface ImpostazioniInstallazione {
  fileName: string;
  driverName: string;
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
  /** spec 3's name of `driverName` (answered by GET databasedata, accepted by the save and the test) */
  driver?: string;
  /** spec 3's name of `database` */
  databaseName?: string;
  passwordImpostata?: boolean;
}

/** GET /api/installation/stato: whether the platform is installed (the page is then private). */
export interface StatoInstallazione {
  installata: boolean;
}

/** GET /api/vocimenu/configurazioni: a large button of the configuration panel. */
export interface VoceConfigurazione {
  routeId: string;
  text: string;
  iconCls: string;
}

/** One status of a request's history. */
export interface StatoRichiestaIntegrazione {
  stato: string;
  /** ISO instant */
  dataOra: string;
}

/** GET /api/integrazionebusiness: a row of Lista Richieste. */
export interface RigaRichiestaIntegrazione {
  id: number;
  servizioRichiesto: string;
  metodo: string;
  statoAttuale: string;
  /** ISO instant of the request */
  dataRichiesta: string;
}

/** GET /api/integrazionebusiness/{id} */
export interface RichiestaIntegrazione extends RigaRichiestaIntegrazione {
  storicoStati: StatoRichiestaIntegrazione[];
  esitoBusiness: string | null;
  rispostaBusiness: unknown;
  corpoRichiesta: unknown;
  messaggioInviato: unknown;
}

/**
 * GET /api/cot (spec 3 §7, kept in the web's shared state): a Centrale Operativa Territoriale the
 * platform exchanges business-integration requests with.
 */
export interface CentraleOperativaTerritoriale {
  id: number;
  codice: string;
  denominazione: string;
  distretto: string;
  aziendaSanitaria: string;
  comune: string;
  indirizzo: string;
  telefono: string;
  email: string;
  attiva: boolean;
}

/**
 * GET /api/cot/richieste (spec 3 §7, the shared state's requests list): a business-integration
 * request addressed to a COT (its body's `codiceCot`), with the COT's name when it is one of GET cot.
 */
export interface RigaIntegrazioneCot extends RigaRichiestaIntegrazione {
  /** spec 3 §3's name of `dataRichiesta` (ISO instant) */
  createDate: string;
  codiceCot: string;
  denominazioneCot: string | null;
}

/** GET /api/attivazione/1 */
export interface StatoImportCaseificio {
  importStato: string;
  /** true while the import job runs: the page keeps polling */
  inEsecuzione: boolean;
}
