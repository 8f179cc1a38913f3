/** One row of GET /api/logs (spec 2 §3 "Log entry"). */
export interface VoceLog {
  id: number;
  /** ISO 8601 instant */
  dataOra: string;
  stato: 'INFO' | 'WARNING' | 'ERROR';
  sezione: string;
  descrizioneEvento: string;
  /** e.g. LOGIN, LOGOUT, CREATE, UPDATE, DELETE */
  operation: string;
  username: string | null;
  idGruppo: number | null;
  ip: string | null;
  userAgent: string | null;
  idRisorsa: string | null;
}

/** GET /api/users/infouser/{username}: the card of the log timeline (spec 2 §3 "User info"). */
export interface InfoUtente {
  id: number;
  username: string;
  /** the group name */
  profilo: string;
  attivo: boolean;
  email: string;
  lastname: string;
  firstname: string;
  createUser: string | null;
  /** ISO instant of the user's first event */
  createDate: string | null;
  updateUser: string | null;
  /** ISO instant of the user's last event */
  updateDate: string | null;
  /** epoch ms; null = never expires (as in UtenteLista) */
  scadenzaUtenza: number | null;
}
