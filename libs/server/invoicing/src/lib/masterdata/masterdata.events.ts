import { SEZIONE, type CausaleDocumento, type Numeratore, type Struttura, type TipoDocumento } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * The event-sourced master data of invoicing: generic records (RecordCreated/Updated/Deleted/
 * Restored) on `<sezione>-<id>`, each sezione also the permission section and the history's.
 */
export const SEZIONE_STRUTTURE = SEZIONE.strutture;
export const SEZIONE_TIPIDOCUMENTO = SEZIONE.tipidocumento;
export const SEZIONE_CAUSALIDOCUMENTO = SEZIONE.causalidocumento;
export const SEZIONE_NUMERATORI = SEZIONE.numeratori;
/** The invoicing screen of the numerators: same API and records as `numeratori`. */
export const SEZIONE_FATTURAZIONENUMERATORI = SEZIONE.fatturazionenumeratori;
/** The invoices' section: reading structures and the editor's lookups. */
export const SEZIONE_FATTURAZIONE = SEZIONE.fatturazione;

export type ValoriStruttura = Omit<Struttura, 'id'>;
export type ValoriTipoDocumento = Omit<TipoDocumento, 'id'>;
export type ValoriCausaleDocumento = Omit<CausaleDocumento, 'id'>;
export type ValoriNumeratore = Omit<Numeratore, 'id'>;

export type StrutturaEvent = RecordEvent<ValoriStruttura>;
export type TipoDocumentoEvent = RecordEvent<ValoriTipoDocumento>;
export type CausaleDocumentoEvent = RecordEvent<ValoriCausaleDocumento>;
export type NumeratoreEvent = RecordEvent<ValoriNumeratore>;
