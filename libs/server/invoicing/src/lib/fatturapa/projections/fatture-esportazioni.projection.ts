import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import type { FatturaElettronicaEsportata } from '../../fatture/domain/fattura.events';

/** A repeated download of a locked invoice records the same SDI name again: one row per distinct export. */
const INSERT_ESPORTAZIONE = `
  INSERT INTO fatture_esportazioni (id_fattura, nome_file, nome_file_sdi, progressivo_invio, sha256, esportata_il)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (nome_file_sdi) DO NOTHING`;

/**
 * Inline projection of the exports into `fatture_esportazioni` (FattureEsportazioni1764820000410),
 * which the SDI receipts are matched against by file name or hash. Exports recorded before issue 26
 * (no SDI name) give no row. Rebuildable: `reset` empties the table.
 */
export const fattureEsportazioniProjection: Projection<FatturaElettronicaEsportata> = {
  name: 'fatture_esportazioni',
  eventTypes: ['FatturaElettronicaEsportata'],
  async apply(tx: Transaction, events: RecordedEvent<FatturaElettronicaEsportata>[]): Promise<void> {
    for (const e of events) {
      const { nomeFile, nomeFileSdi, progressivoInvio, sha256 } = e.data;
      if (!nomeFileSdi || !progressivoInvio || !sha256) continue;
      pipelineWrite(tx, INSERT_ESPORTAZIONE, [numericIdOfStream(e.streamId), nomeFile, nomeFileSdi, progressivoInvio, sha256, e.recordedAt]);
    }
  },
  async reset(tx: Transaction): Promise<void> {
    pipelineWrite(tx, 'DELETE FROM fatture_esportazioni');
  },
};
