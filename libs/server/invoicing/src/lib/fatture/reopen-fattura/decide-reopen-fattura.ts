import { ConflictError, NotFoundError } from '@registro/server-platform/errors';
import { decider } from '@registro/server-platform';
import { FATTURA_GIA_CONSEGNATA, FATTURA_NON_ESPORTATA, isEsportata, isMaiConsegnata } from '../domain/fattura-esportata';
import { fatturaAggregate, fatturaNonTrovata, type FatturaState } from '../domain/fattura.aggregate';
import type { FatturaEvent } from '../domain/fattura.events';

export interface ReopenFatturaCommand {
  id: number;
  motivo: string;
}

/**
 * An exported invoice unlocked, so it can be corrected and exported again (a new progressivo): only
 * while the SDI never delivered it (no receipt, not sent, or rejected); a delivered one is corrected
 * by a credit note.
 */
export function decideReopenFattura(command: ReopenFatturaCommand, state: FatturaState): FatturaEvent[] {
  if (!state) throw new NotFoundError(fatturaNonTrovata(command.id));
  if (!isEsportata(state)) throw new ConflictError(FATTURA_NON_ESPORTATA);
  if (!isMaiConsegnata(state)) throw new ConflictError(FATTURA_GIA_CONSEGNATA);
  return [{ type: 'FatturaRiaperta', data: { motivo: command.motivo } }];
}

export const reopenFatturaDecider = decider(fatturaAggregate, decideReopenFattura);
