import { numericIdOfStream, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { SEZIONE_PARAMETRI, type ValoriParametro } from './parametri.events';

const CAMPI: (keyof ValoriParametro)[] = ['nome', 'tipo', 'note', 'parametro'];

/** Inline projection of the `configparameter-<id>` generic records into `parametri_configurazione`. */
export const parametriProjection: Projection = {
  name: 'platform-parametri-configurazione',
  eventTypes: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],

  async apply(tx: Transaction, events: RecordedEvent[]) {
    for (const e of events) {
      if (e.streamType !== SEZIONE_PARAMETRI) continue;
      const id = numericIdOfStream(e.streamId, SEZIONE_PARAMETRI);
      if (e.type === 'RecordCreated') {
        const v = (e.data as { values: ValoriParametro }).values;
        await tx.query(
          `INSERT INTO parametri_configurazione (id, nome, tipo, note, parametro, versione) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, v.nome, v.tipo ?? '', v.note ?? '', v.parametro, e.streamVersion],
        );
      } else if (e.type === 'RecordDeleted') {
        await tx.query(`DELETE FROM parametri_configurazione WHERE id = $1`, [id]);
      } else {
        const changes = (e.data as { changes: Record<string, { dopo: unknown }> }).changes ?? {};
        const campi = CAMPI.filter((c) => c in changes);
        await tx.query(
          `UPDATE parametri_configurazione SET versione = $2${campi.map((c, i) => `, ${c} = $${i + 3}`).join('')} WHERE id = $1`,
          [id, e.streamVersion, ...campi.map((c) => String(changes[c].dopo ?? ''))],
        );
      }
    }
  },

  async reset(tx: Transaction) {
    await tx.query('DELETE FROM parametri_configurazione');
  },
};
