import { NotFoundError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { fatturaAggregate, fatturaNonTrovata, type FatturaState } from '../domain/fattura.aggregate';
import type { FatturaEvent } from '../domain/fattura.events';

export interface PrintFatturaCommand {
  id: number;
  reportName: string;
}

/** The invoice was printed (after the PDF came back). */
export function decidePrintFattura(command: PrintFatturaCommand, state: FatturaState): FatturaEvent[] {
  if (!state) throw new NotFoundError(fatturaNonTrovata(command.id));
  return [{ type: 'FatturaStampata', data: { reportName: command.reportName } }];
}

export const printFatturaDecider = decider(fatturaAggregate, decidePrintFattura);
