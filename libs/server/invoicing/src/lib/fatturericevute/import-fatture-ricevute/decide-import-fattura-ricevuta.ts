import { ConflictError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { fatturaRicevutaAggregate, type FatturaRicevutaState } from '../domain/fattura-ricevuta.aggregate';
import type { FatturaRicevutaEvent, FatturaRicevutaImportataData } from '../domain/fattura-ricevuta.events';

/** One received document (a FatturaElettronicaBody) enters its own new stream. */
export function decideImportFatturaRicevuta(command: FatturaRicevutaImportataData, state: FatturaRicevutaState): FatturaRicevutaEvent[] {
  if (state) throw new ConflictError(`La fattura ricevuta ${command.id} esiste già`);
  return [{ type: 'FatturaRicevutaImportata', data: command }];
}

export const importFatturaRicevutaDecider = decider(fatturaRicevutaAggregate, decideImportFatturaRicevuta);
