/** One row of GET /api/logs (spec 2 §3 "Log entry"). */
export interface VoceLog {
  id: number;
  dataOra: string;
  stato: 'INFO' | 'WARNING' | 'ERROR';
  sezione: string;
  descrizioneEvento: string;
  operation: string;
  username: string | null;
  idGruppo: number | null;
  ip: string | null;
  userAgent: string | null;
  idRisorsa: string | null;
}

/** GET /api/users/infouser/:username (spec 2 §3 "User info"). */
export interface InfoUtente {
  id: number;
  username: string;
  profilo: string | null;
  attivo: boolean;
  email: string | null;
  lastname: string | null;
  firstname: string | null;
  createUser: string | null;
  createDate: string | null;
  updateUser: string | null;
  updateDate: string | null;
  scadenzaUtenza: number | string | null;
}
