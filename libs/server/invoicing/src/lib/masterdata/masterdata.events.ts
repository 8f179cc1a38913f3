import type { CausaleDocumento, Numeratore, Struttura, TipoDocumento } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * The event-sourced master data of invoicing: generic records (RecordCreated/Updated/Deleted/
 * Restored) on `<sezione>-<id>`, each sezione also the permission section and the history's.
 */
export const SEZIONE_STRUTTURE = 'strutture';
export const SEZIONE_TIPIDOCUMENTO = 'tipidocumento';
export const SEZIONE_CAUSALIDOCUMENTO = 'causalidocumento';
export const SEZIONE_NUMERATORI = 'numeratori';
/** The invoicing screen of the numerators: same API and records as `numeratori`. */
export const SEZIONE_FATTURAZIONENUMERATORI = 'fatturazionenumeratori';
/** The invoices' section: reading structures and the editor's lookups. */
export const SEZIONE_FATTURAZIONE = 'fatturazione';

export type ValoriStruttura = Omit<Struttura, 'id'>;
export type ValoriTipoDocumento = Omit<TipoDocumento, 'id'>;
export type ValoriCausaleDocumento = Omit<CausaleDocumento, 'id'>;
export type ValoriNumeratore = Omit<Numeratore, 'id'>;

export type StrutturaEvent = RecordEvent<ValoriStruttura>;
export type TipoDocumentoEvent = RecordEvent<ValoriTipoDocumento>;
export type CausaleDocumentoEvent = RecordEvent<ValoriCausaleDocumento>;
export type NumeratoreEvent = RecordEvent<ValoriNumeratore>;
