import { NotFoundError } from '@registro/server-platform/errors';
import type { FatturaState } from './fattura.aggregate';
import type { FatturaEvent } from './fattura.events';
import { fatturaNonTrovata } from './decide-update-fattura';

/** The invoice was printed (after the PDF came back). */
export function decidePrintFattura(state: FatturaState, command: { id: number; reportName: string }): FatturaEvent[] {
  if (!state) throw new NotFoundError(fatturaNonTrovata(command.id));
  return [{ type: 'FatturaStampata', data: { reportName: command.reportName } }];
}
