import type { Aggregate } from '@registro/server-event-store';
import { FATTURA_RICEVUTA_STREAM_TYPE, type FatturaRicevutaEvent, type FatturaRicevutaImportataData } from './fattura-ricevuta.events';

export const fatturaRicevutaNonTrovata = (id: number) => `Fattura ricevuta ${id} non trovata`;

/** A received invoice as its stream tells it: what the import read, or null before it. */
export type FatturaRicevutaState = FatturaRicevutaImportataData | null;

export const fatturaRicevutaAggregate: Aggregate<FatturaRicevutaState, FatturaRicevutaEvent> = {
  streamType: FATTURA_RICEVUTA_STREAM_TYPE,
  initialState: () => null,
  evolve: (state, event) => (event.type === 'FatturaRicevutaImportata' ? event.data : state),
  operationalEvents: ['FatturaRicevutaStampata'],
};
