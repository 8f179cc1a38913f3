import { numericIdOfStream, type Projection, type RecordEvent, type RecordedEvent, type Transaction } from '@registro/server-event-store';

/** The read model of one record type: its table, record field → column, and how a delete lands. */
export interface RecordTableMapping {
  table: string;
  columns: Record<string, string>;
  /** fields stored as JSON (jsonb columns) */
  json?: readonly string[];
  /** a deleted record keeps its row with this state (and the time); without it the row goes */
  softDelete?: { stateColumn: string; timeColumn: string; deleted: string; restored: string };
}

const columnValue = (t: RecordTableMapping, field: string, value: unknown) => (t.json?.includes(field) ? JSON.stringify(value) : value);

async function setState(tx: Transaction, t: RecordTableMapping, id: number, e: RecordedEvent<RecordEvent>, state: 'deleted' | 'restored'): Promise<void> {
  const soft = t.softDelete;
  if (!soft) return;
  await tx.query(`UPDATE ${t.table} SET versione = $2, ${soft.stateColumn} = $3, ${soft.timeColumn} = $4 WHERE id = $1`, [id, e.streamVersion, soft[state], e.recordedAt]);
}

async function apply(tx: Transaction, t: RecordTableMapping, e: RecordedEvent<RecordEvent>): Promise<void> {
  const id = numericIdOfStream(e.streamId, e.streamType);
  if (e.type === 'RecordCreated') {
    const v = (e.data.values ?? {}) as Record<string, unknown>;
    const fields = Object.keys(t.columns).filter((c) => v[c] !== undefined);
    await tx.query(
      `INSERT INTO ${t.table} (id, versione${fields.map((c) => `, ${t.columns[c]}`).join('')})
       VALUES ($1, $2${fields.map((_, i) => `, $${i + 3}`).join('')})`,
      [id, e.streamVersion, ...fields.map((c) => columnValue(t, c, v[c]))],
    );
  } else if (e.type === 'RecordUpdated') {
    const changes = (e.data.changes ?? {}) as Record<string, { dopo?: unknown } | undefined>;
    const fields = Object.keys(changes).filter((c) => c in t.columns);
    await tx.query(`UPDATE ${t.table} SET versione = $2${fields.map((c, i) => `, ${t.columns[c]} = $${i + 3}`).join('')} WHERE id = $1`, [
      id,
      e.streamVersion,
      ...fields.map((c) => columnValue(t, c, changes[c]?.dopo)),
    ]);
  } else if (e.type === 'RecordDeleted') {
    if (t.softDelete) await setState(tx, t, id, e, 'deleted');
    else await tx.query(`DELETE FROM ${t.table} WHERE id = $1`, [id]);
  } else if (e.type === 'RecordRestored') {
    await setState(tx, t, id, e, 'restored');
  }
}

/**
 * The inline projection of generic record events into read-model tables, one per stream type
 * (`tables` keyed by the resource's sezione). Rebuildable: `reset` empties every table.
 */
export function recordTablesProjection(name: string, tables: Record<string, RecordTableMapping>): Projection<RecordEvent> {
  return {
    name,
    eventTypes: ['RecordCreated', 'RecordUpdated', 'RecordDeleted', 'RecordRestored'],

    async apply(tx: Transaction, events: RecordedEvent<RecordEvent>[]) {
      for (const e of events) {
        const t = tables[e.streamType];
        if (t) await apply(tx, t, e);
      }
    },

    async reset(tx: Transaction) {
      for (const t of Object.values(tables)) await tx.query(`DELETE FROM ${t.table}`);
    },
  };
}
