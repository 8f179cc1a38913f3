import type { RecordResource } from '@registro/server-platform';
import { SEZIONE_NUMERATORI } from '../masterdata.events';

/** The unique index of (codice, anno, codice_struttura): one counter per code, year and structure. */
export const NUMERATORE_DUPLICATE_INDEX = 'numeratori_codice_anno_idx';

/** A numerator: generic record events on `numeratori-<id>`, read model `numeratori`. */
export const NUMERATORE: RecordResource = {
  sezione: SEZIONE_NUMERATORI,
  idSequence: 'numeratori_id_seq',
  notFound: 'Numeratore non trovato',
  duplicate: 'Esiste già un numeratore con questo codice per lo stesso anno e la stessa struttura',
  duplicateConstraint: NUMERATORE_DUPLICATE_INDEX,
  chiaviEtichette: 'numeratori',
};
