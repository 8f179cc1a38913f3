import { SEZIONE } from '@registro/contracts';
import { recordAggregate, streamIdOf, type Aggregate, type RecordEvent, type RecordState } from '@registro/server-event-store';
import { SEZIONE_INSTALLATA, type SezioneInstallata } from '@registro/server-platform';

/** A module is a generic record on `moduli-<id>` (RecordCreated, RecordUpdated) plus SezioneInstallata. */
export const SEZIONE_MODULI = SEZIONE.moduli;
export const streamModulo = (id: number) => streamIdOf(SEZIONE_MODULI, id);

/** The record's values: the manifest, the file name and the archive's SHA-256 and size. */
export interface ValoriModulo {
  nome: string;
  version: string;
  compileDate: string;
  jar: string;
  descrizione: string;
  sezioni: { id: string; descrizione: string }[];
  sha256: string;
  dimensione: number;
}

export type { SezioneInstallata };
export type ModuloEvent = RecordEvent<ValoriModulo> | SezioneInstallata;

/** The module as its record events leave it (SezioneInstallata does not change the record). */
export const moduloAggregate: Aggregate<RecordState<ValoriModulo>, ModuloEvent> = {
  streamType: SEZIONE_MODULI,
  initialState: recordAggregate<ValoriModulo>(SEZIONE_MODULI).initialState,
  evolve: (state, event) => (event.type === SEZIONE_INSTALLATA ? state : recordAggregate<ValoriModulo>(SEZIONE_MODULI).evolve(state, event)),
};
