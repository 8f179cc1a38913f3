import type { ErroreSdi, StatoSdi, TipoRicevutaSdi } from './fatture-sdi';

/** One receipt of POST documenti/notifichesdi recorded on its invoice. */
export interface NotificaSdiRegistrata {
  /** the receipt's file name (inside a zip: the zip's name and the entry's) */
  file: string;
  idDocumento: number;
  numeroDocumento: string;
  stato: StatoSdi;
  tipo: TipoRicevutaSdi;
}

/** A file of the upload that changed nothing, and why (Italian). */
export interface NotificaSdiRifiutata {
  file: string;
  messaggio: string;
}

/** A receipt already recorded on its invoice (the same bytes, or the same IdentificativoSdI and type). */
export interface NotificaSdiGiaRegistrata {
  file: string;
  idDocumento: number;
}

/** The answer of POST documenti/notifichesdi: one outcome per file read. */
export interface EsitoNotificheSdi {
  registrate: NotificaSdiRegistrata[];
  rifiutate: NotificaSdiRifiutata[];
  giaRegistrate: NotificaSdiGiaRegistrata[];
}

/** What happened to an invoice at the SDI, as GET documenti/{id}/sdi lists it (oldest first). */
export type TipoVoceCronologiaSdi = 'ESPORTAZIONE' | 'RIAPERTURA' | 'RICEVUTA';

export interface VoceCronologiaSdi {
  tipo: TipoVoceCronologiaSdi;
  /** ISO instant: the receipt's own time (DataOraConsegna, DataOraRicezione), else when it was recorded */
  dataOra: string;
  /** the state the invoice reached with this step */
  stato: StatoSdi;
  /** ESPORTAZIONE: the SDI file name (or the spec's name); RICEVUTA: the receipt's file */
  nomeFile?: string;
  tipoRicevuta?: TipoRicevutaSdi;
  identificativoSdi?: string;
  /** NS: each error with its Italian explanation when the code is a frequent one */
  errori?: ErroreSdi[];
  /** NE: the buyer's words; MC/DT: the SDI's description; AT: what the attestation means; RIAPERTURA: the reason */
  note?: string;
}

/** GET documenti/{id}/sdi: the invoice's current SDI state (null for a private person) and its steps. */
export interface CronologiaSdi {
  statoSdi: StatoSdi | null;
  voci: VoceCronologiaSdi[];
}
