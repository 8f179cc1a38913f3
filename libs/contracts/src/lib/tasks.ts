/** Scheduled tasks (spec 2 §2.9, §3 "Task", §7 "Tasks"). Dates are ISO 8601 instants or null. */
export const TIPI_AVVIO = ['Automatico', 'Manuale'] as const;
export type TipoAvvio = (typeof TIPI_AVVIO)[number];

/** Task.stato: ATTIVO = scheduling on (start), FERMO = scheduling off (stop). */
export const STATI_TASK = ['ATTIVO', 'FERMO'] as const;
export type StatoTask = (typeof STATI_TASK)[number];

/** statoAttuale of one run (gesantasklog). IN ATTESA: requested (run now), no worker has taken it yet. */
export const STATI_ESECUZIONE = ['IN ATTESA', 'IN ESECUZIONE', 'COMPLETATO', 'ERRORE', 'INTERROTTO'] as const;
export type StatoEsecuzione = (typeof STATI_ESECUZIONE)[number];

/** GET /api/gesantask (array) and GET /api/gesantask/{id}. */
export interface Task {
  id: number;
  nome: string;
  stato: StatoTask;
  tipoAvvio: TipoAvvio;
  descrizione: string;
  /** the registered handler's name ("Nome Classe") */
  classeJava: string;
  dataOraUltimoStart: string | null;
  dataOraUltimoStop: string | null;
  avvioData: string | null;
  /** the time BullMQ will run it next; null when stopped or Manuale */
  dataOraProssimaEsecuzione: string | null;
  ripetizioneMese: number;
  ripetizioneGiorno: number;
  ripetizioneOre: number;
  ripetizioneMinuti: number;
  /** true while a run is active */
  inEsecuzione: boolean;
  /** the version the task form sends back: another user's save (or a start/stop) in between is 409 */
  versione?: number;
}

/** POST /api/gesantask and PUT /api/gesantask/{id}: the editable fields. */
export type TaskModificabile = Pick<
  Task,
  | 'nome'
  | 'tipoAvvio'
  | 'descrizione'
  | 'classeJava'
  | 'avvioData'
  | 'ripetizioneMese'
  | 'ripetizioneGiorno'
  | 'ripetizioneOre'
  | 'ripetizioneMinuti'
>;

/** GET /api/gesantasklog?idTask= : one run, newest first. */
export interface EsecuzioneTask {
  id: string;
  idTask: number;
  /** when the run started; while IN ATTESA, when it was requested */
  dataOraStart: string;
  dataOraStop: string | null;
  statoAttuale: StatoEsecuzione;
  /** the run's log lines joined by '\n' */
  logElaborazione: string;
}

/** GET /api/gesantask/stato/{id}: the live status polled every 2 s by the Elabora modal. */
export interface StatoLiveTask {
  idTask: number;
  stato: StatoTask;
  inEsecuzione: boolean;
  /** the current (or last) run */
  idEsecuzione: string | null;
  statoAttuale: StatoEsecuzione | null;
  /** the log text of the current (or last) run */
  log: string;
}

/** GET /api/gesantask/classi: the registered handler names for the "Nome Classe" field. */
export interface ClasseTask {
  nomeClasse: string;
  descrizione: string;
}

/** GET /api/gesantask/scrivania: Home's counters of scheduled tasks (issue 25). */
export interface ScrivaniaTask {
  /** the tasks whose last run ended in ERRORE: the list /taskmanager?esito=ERRORE */
  taskInErrore: number;
}
