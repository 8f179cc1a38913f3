/**
 * Group permissions: for each section (sezione) a list of named permissions with an attivo flag.
 * Spec 3 §6 speaks of numeric levels per module; the names below map to those levels.
 */
export const PERMESSI = ['visualizza', 'modifica', 'elimina', 'approva'] as const;
export type NomePermesso = (typeof PERMESSI)[number];

export const LIVELLO_PERMESSO: Record<NomePermesso, number> = {
  visualizza: 1,
  modifica: 2,
  elimina: 3,
  approva: 4,
};

export interface PermessoSezione {
  permesso: NomePermesso;
  attivo: boolean;
}

export interface PermessiGruppo {
  /** the section id */
  id: string;
  permessi: PermessoSezione[];
}

export interface Sezione {
  id: string;
  descrizione: string;
}

/**
 * The platform's permission sections, one typed row each: the id (persisted in groups, stream
 * types and history) and the label the group screens show. `SezioneId` is the union of the ids,
 * `SEZIONE.<id>` the id itself (typed), `SEZIONI` the list; modules may add more sections at run
 * time (spec 2 §2.5, `sezioni_installate`), which no handler's `@RequiresPermission` names.
 */
export const SEZIONI_PIATTAFORMA = [
  { id: 'users', descrizione: 'Utenti' },
  { id: 'gruppi', descrizione: 'Gruppi' },
  { id: 'session', descrizione: 'Sessioni' },
  { id: 'logs', descrizione: 'Log' },
  { id: 'systeminfo', descrizione: 'Info di Sistema' },
  { id: 'taskmanager', descrizione: 'Task Schedulati' },
  { id: 'moduli', descrizione: 'Moduli' },
  { id: 'configparameter', descrizione: 'Parametri di Configurazione' },
  { id: 'installation', descrizione: 'Installazione' },
  { id: 'printserver', descrizione: 'Print Server' },
  { id: 'printreport', descrizione: 'Template di Stampa' },
  { id: 'firma', descrizione: 'Firma Documenti' },
  { id: 'documentrepository', descrizione: 'Archivio Documenti' },
  { id: 'fatturazione', descrizione: 'Fatturazione' },
  { id: 'fatturericevute', descrizione: 'Fatture Ricevute' },
  { id: 'tipidocumento', descrizione: 'Tipi Documento' },
  { id: 'causalidocumento', descrizione: 'Causali Documento' },
  { id: 'numeratori', descrizione: 'Numeratori' },
  { id: 'fatturazionenumeratori', descrizione: 'Numeratori Fatturazione' },
  { id: 'strutture', descrizione: 'Strutture' },
  { id: 'dataanalysis', descrizione: 'Analisi Dati' },
  { id: 'dashboard', descrizione: 'Dashboard' },
  { id: 'dizionari', descrizione: 'Dizionari' },
  { id: 'anagrafica', descrizione: 'Anagrafica' },
  { id: 'iva', descrizione: 'I.V.A.' },
  { id: 'gruppiarticoli', descrizione: 'Gruppi Articoli' },
  { id: 'marche', descrizione: 'Marche' },
  { id: 'categorie', descrizione: 'Categorie' },
  { id: 'articoli', descrizione: 'Articoli' },
  { id: 'articolifattura', descrizione: 'Articoli Fattura' },
  { id: 'articoliarchivio', descrizione: 'Articoli Archivio' },
  { id: 'documenti', descrizione: 'Documenti' },
  { id: 'ordini', descrizione: 'Ordini' },
  { id: 'integrazionebusiness', descrizione: 'Integrazione Business' },
  { id: 'caseificiosync', descrizione: 'Import Caseificio' },
  { id: 'demo', descrizione: 'Pagine Dimostrative' },
] as const satisfies readonly Sezione[];

/** A section id of the platform (`'fatturazione'`, `'ordini'`…): what `@RequiresPermission` takes. */
export type SezioneId = (typeof SEZIONI_PIATTAFORMA)[number]['id'];

/** The section ids by name, each typed as itself: `SEZIONE.fatturazione === 'fatturazione'`. */
export const SEZIONE = Object.fromEntries(SEZIONI_PIATTAFORMA.map((s) => [s.id, s.id])) as { readonly [Id in SezioneId]: Id };

/** The platform's sections as the list the group screens offer. */
export const SEZIONI: Sezione[] = [...SEZIONI_PIATTAFORMA];

/**
 * The Italian name of what the logs and the history store under `sezione` that is a stream type and
 * not a section id (invoices are logged as `fatture`, commercial documents as `documenticommerciali`,
 * analysis records under their own stream types), as the menu names it.
 */
const SEZIONI_DEI_FLUSSI: Readonly<Record<string, string>> = {
  signins: 'Utenti',
  fatture: 'Fatture',
  documenticommerciali: 'Documenti Commerciali',
  gesantasklog: 'Esecuzioni Task',
  dataanalysisdashboard: 'Dashboard',
  dataanalysisgruppodashboard: 'Dashboard Gruppi',
  dataanalysisquery: 'Query',
  dataanalysisdatasources: 'Sorgenti Dati',
  dataanalysisdatabasedriver: 'Driver database',
  dataanalysistables: 'Tabelle Analisi',
};

const NOMI_SEZIONI: ReadonlyMap<string, string> = new Map<string, string>([
  ...SEZIONI_PIATTAFORMA.map((s) => [s.id, s.descrizione] as [string, string]),
  ...Object.entries(SEZIONI_DEI_FLUSSI),
]);

/**
 * The section as a person reads it (`users` → "Utenti", `fatture` → "Fatture", `taskmanager` →
 * "Task Schedulati"): the platform's sections and the logged stream types from one table; an id
 * the table does not know (a module's section) as it is. The stored value stays the id.
 */
export function nomeSezione(id: string): string {
  return NOMI_SEZIONI.get(id) ?? id;
}

/** Allowed only when the group has that permission on that section with attivo true (spec 1 §6). */
export function haPermesso(
  permessi: readonly PermessiGruppo[] | undefined,
  sezione: string,
  permesso: NomePermesso,
): boolean {
  const voce = permessi?.find((p) => p.id === sezione);
  return !!voce?.permessi.some((p) => p.permesso === permesso && p.attivo);
}
