import type { FatturaState } from '../../fatture/domain/fattura.aggregate';
import type { FatturaEvent } from '../../fatture/domain/fattura.events';
import type { FormatoTrasmissione } from './fattura-elettronica-builder';

/**
 * The electronic invoice was built and passed the checks: FatturaElettronicaEsportata. An invoice
 * row without a stream (data loaded outside the aggregate) has no history to record it in.
 */
export function decideExportFatturaElettronica(state: FatturaState, esportazione: { nomeFile: string; formato: FormatoTrasmissione }): FatturaEvent[] {
  if (!state) return [];
  return [{ type: 'FatturaElettronicaEsportata', data: esportazione }];
}
