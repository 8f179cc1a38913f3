import { SEZIONE, type Anagrafica, type DizionarioTipo } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * Dictionary types and parties: generic record events (RecordCreated/Updated/Deleted/Restored) on
 * `<sezione>-<id>`; each sezione is also the permission section and the history's.
 */
export const SEZIONE_DIZIONARI = SEZIONE.dizionari;
export const SEZIONE_ANAGRAFICA = SEZIONE.anagrafica;
/** Commercial documents: they read the type lists and search parties. */
export const SEZIONE_DOCUMENTI = SEZIONE.documenti;
/** Articles: they read the suppliers (codiceTipo FOR). */
export const SEZIONE_ARTICOLI = SEZIONE.articoli;

/** A type as stored: `path` follows from the section. */
export type ValoriDizionarioTipo = Omit<DizionarioTipo, 'id' | 'versione'> & { attivo: boolean };
/** A party as stored; its state (ELIMINATO/ATTIVO) follows from RecordDeleted/RecordRestored. */
export type ValoriAnagrafica = Omit<Anagrafica, 'id' | 'versione' | 'statoAttuale' | 'statoAttualeDataOra'>;

export type DizionarioTipoEvent = RecordEvent<ValoriDizionarioTipo>;
export type AnagraficaEvent = RecordEvent<ValoriAnagrafica>;
