import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { GROUP_CREATED, GROUP_DELETED, GROUP_UPDATED , type GroupEvent } from '../domain/group.events';

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** Inline projection of `gruppi-*` into the `gruppi` read model. */
export const gruppiProjection: Projection<GroupEvent> = {
  name: 'identity-gruppi',
  eventTypes: [GROUP_CREATED, GROUP_UPDATED, GROUP_DELETED],

  async apply(tx: Transaction, events: RecordedEvent<GroupEvent>[]) {
    for (const e of events) {
      const id = numericIdOfStream(e.streamId);
      if (e.type === GROUP_CREATED) {
        const d = e.data;
        pipelineWrite(
          tx,
          `INSERT INTO gruppi (id, nome, descrizione, menu, sezioni, versione) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, d.nome, d.descrizione, json(d.menu), json(d.sezioni), e.streamVersion],
        );
      } else if (e.type === GROUP_DELETED) {
        pipelineWrite(tx, `DELETE FROM gruppi WHERE id = $1`, [id]);
      } else {
        const d = e.data;
        pipelineWrite(
          tx,
          `UPDATE gruppi SET nome = COALESCE($2, nome), descrizione = COALESCE($3, descrizione),
                  menu = COALESCE($4::jsonb, menu), sezioni = COALESCE($5::jsonb, sezioni), versione = $6
           WHERE id = $1`,
          [id, d.nome ?? null, d.descrizione ?? null, json(d.menu), json(d.sezioni), e.streamVersion],
        );
      }
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM gruppi');
  },
};
