import { NotFoundError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { fatturaRicevutaAggregate, fatturaRicevutaNonTrovata, type FatturaRicevutaState } from '../domain/fattura-ricevuta.aggregate';
import type { FatturaRicevutaEvent } from '../domain/fattura-ricevuta.events';

export interface PrintFatturaRicevutaCommand {
  id: number;
  reportName: string;
}

/** The received invoice was printed (after the PDF came back): an operational fact. */
export function decidePrintFatturaRicevuta(command: PrintFatturaRicevutaCommand, state: FatturaRicevutaState): FatturaRicevutaEvent[] {
  if (!state) throw new NotFoundError(fatturaRicevutaNonTrovata(command.id));
  return [{ type: 'FatturaRicevutaStampata', data: { reportName: command.reportName } }];
}

export const printFatturaRicevutaDecider = decider(fatturaRicevutaAggregate, decidePrintFatturaRicevuta);
