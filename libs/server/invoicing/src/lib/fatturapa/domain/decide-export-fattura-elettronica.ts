import type { FatturaState } from '../../fatture/domain/fattura.aggregate';
import type { FatturaElettronicaEsportataData, FatturaEvent } from '../../fatture/domain/fattura.events';

/**
 * The electronic invoice was built and passed the checks (or, locked, is the file exported before):
 * FatturaElettronicaEsportata with its names, progressivo and hash. An invoice row without a stream
 * (data loaded outside the aggregate) has no history to record it in.
 */
export function decideExportFatturaElettronica(state: FatturaState, esportazione: FatturaElettronicaEsportataData): FatturaEvent[] {
  if (!state) return [];
  return [{ type: 'FatturaElettronicaEsportata', data: esportazione }];
}
