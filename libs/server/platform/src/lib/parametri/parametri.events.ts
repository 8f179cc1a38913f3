import { SEZIONE } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';
/** Parameters are generic records: RecordCreated/RecordUpdated/RecordDeleted on `configparameter-<id>`. */
export const SEZIONE_PARAMETRI = SEZIONE.configparameter;

export const streamParametro = (id: number) => streamIdOf(SEZIONE_PARAMETRI, id);

/** The fields of a parameter record as the events carry them. */
export interface ValoriParametro {
  nome: string;
  tipo: string;
  note: string;
  parametro: string;
}

/** Sections installed from a module: `SezioneInstallata` on the module's stream `moduli-<id>`. */
export const SEZIONE_MODULI = SEZIONE.moduli;
export const SEZIONE_INSTALLATA = 'SezioneInstallata';

export type SezioneInstallataData = {
  id: string;
  descrizione: string;
  modulo: string;
};

export type SezioneInstallata = Event<typeof SEZIONE_INSTALLATA, SezioneInstallataData>;
