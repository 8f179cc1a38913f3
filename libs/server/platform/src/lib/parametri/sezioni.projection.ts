import { pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { SEZIONE_INSTALLATA, type SezioneInstallata } from './parametri.events';

/** Inline projection of `SezioneInstallata` (module streams) into `sezioni_installate`. */
export const sezioniInstallateProjection: Projection<SezioneInstallata> = {
  name: 'platform-sezioni-installate',
  eventTypes: [SEZIONE_INSTALLATA],

  async apply(tx: Transaction, events: RecordedEvent<SezioneInstallata>[]) {
    for (const e of events) {
      const d = e.data;
      pipelineWrite(
        tx,
        `INSERT INTO sezioni_installate (id, descrizione, modulo, installata_il) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [d.id, d.descrizione, d.modulo, e.recordedAt],
      );
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM sezioni_installate');
  },
};
