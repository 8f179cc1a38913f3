import {
  numericIdOfStream,
  pipelineWrite,
  type AnyEvent,
  type Projection,
  type RecordEvent,
  type RecordedEvent,
  type Transaction,
} from '@registro/server-event-store';

/** A list field of the record kept as rows of a table of its own (e.g. an article's barcodes). */
export interface RecordListMapping {
  table: string;
  /** the column holding the record's id */
  recordColumn: string;
  /** item field → column */
  columns: Record<string, string>;
  /** the column holding the item's 0-based place in the list */
  positionColumn?: string;
}

/** The read model of one record type: its table, record field → column, and how a delete lands. */
export interface RecordTableMapping {
  table: string;
  columns: Record<string, string>;
  /** fields stored as JSON (jsonb columns) */
  json?: readonly string[];
  /** a deleted record keeps its row with this state (and the time); without it the row goes */
  softDelete?: { stateColumn: string; timeColumn: string; deleted: string; restored: string };
  /**
   * List fields written to tables of their own, after the record's row: every item replaced on a
   * create and on an update that changes the list. A delete of the row takes them with it (ON
   * DELETE CASCADE in the table).
   */
  lists?: Record<string, RecordListMapping>;
  /**
   * Events of the stream besides the record events that set columns from their data (and the
   * row's versione): event type → data field → column.
   */
  events?: Record<string, Record<string, string>>;
}

const RECORD_EVENT_TYPES = ['RecordCreated', 'RecordUpdated', 'RecordDeleted', 'RecordRestored'] as const;

const columnValue = (t: RecordTableMapping, field: string, value: unknown) => (t.json?.includes(field) ? JSON.stringify(value) : value);

function setState(tx: Transaction, t: RecordTableMapping, id: number, e: RecordedEvent, state: 'deleted' | 'restored'): void {
  const soft = t.softDelete;
  if (!soft) return;
  pipelineWrite(tx, `UPDATE ${t.table} SET versione = $2, ${soft.stateColumn} = $3, ${soft.timeColumn} = $4 WHERE id = $1`, [id, e.streamVersion, soft[state], e.recordedAt]);
}

async function setColumns(tx: Transaction, t: RecordTableMapping, id: number, version: number, values: [column: string, value: unknown][]): Promise<void> {
  await tx.query(`UPDATE ${t.table} SET versione = $2${values.map(([column], i) => `, ${column} = $${i + 3}`).join('')} WHERE id = $1`, [
    id,
    version,
    ...values.map(([, value]) => value),
  ]);
}

/** Replaces the record's rows in a list table (typed by the table itself: jsonb_populate_recordset). */
function writeList(tx: Transaction, l: RecordListMapping, id: number, items: readonly Record<string, unknown>[]): void {
  pipelineWrite(tx, `DELETE FROM ${l.table} WHERE ${l.recordColumn} = $1`, [id]);
  if (!items.length) return;
  const columns = [...Object.values(l.columns), ...(l.positionColumn ? [l.positionColumn] : [])];
  const rows = items.map((item, position) => ({
    ...Object.fromEntries(Object.entries(l.columns).map(([field, column]) => [column, item[field]])),
    ...(l.positionColumn ? { [l.positionColumn]: position } : {}),
  }));
  pipelineWrite(
    tx,
    `INSERT INTO ${l.table} (${l.recordColumn}, ${columns.join(', ')})
     SELECT $1, ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${l.table}, $2::jsonb)`,
    [id, JSON.stringify(rows)],
  );
}

async function apply(tx: Transaction, t: RecordTableMapping, e: RecordedEvent): Promise<void> {
  const id = numericIdOfStream(e.streamId, e.streamType);
  const record = e as RecordedEvent<RecordEvent>;
  if (record.type === 'RecordCreated') {
    const v = (record.data.values ?? {}) as Record<string, unknown>;
    const fields = Object.keys(t.columns).filter((c) => v[c] !== undefined);
    await tx.query(
      `INSERT INTO ${t.table} (id, versione${fields.map((c) => `, ${t.columns[c]}`).join('')})
       VALUES ($1, $2${fields.map((_, i) => `, $${i + 3}`).join('')})`,
      [id, e.streamVersion, ...fields.map((c) => columnValue(t, c, v[c]))],
    );
    for (const [field, l] of Object.entries(t.lists ?? {})) writeList(tx, l, id, (v[field] as Record<string, unknown>[] | undefined) ?? []);
  } else if (record.type === 'RecordUpdated') {
    const changes = (record.data.changes ?? {}) as Record<string, { dopo?: unknown } | undefined>;
    const fields = Object.keys(changes).filter((c) => c in t.columns);
    await setColumns(tx, t, id, e.streamVersion, fields.map((c) => [t.columns[c], columnValue(t, c, changes[c]?.dopo)]));
    for (const [field, l] of Object.entries(t.lists ?? {}))
      if (changes[field]) writeList(tx, l, id, (changes[field]?.dopo as Record<string, unknown>[] | undefined) ?? []);
  } else if (record.type === 'RecordDeleted') {
    if (t.softDelete) setState(tx, t, id, e, 'deleted');
    else pipelineWrite(tx, `DELETE FROM ${t.table} WHERE id = $1`, [id]);
  } else if (record.type === 'RecordRestored') {
    setState(tx, t, id, e, 'restored');
  } else {
    const columns = t.events?.[e.type];
    if (!columns) return;
    const data = e.data as Record<string, unknown>;
    await setColumns(tx, t, id, e.streamVersion, Object.entries(columns).map(([field, column]) => [column, data[field]]));
  }
}

/**
 * The inline projection of generic record events into read-model tables, one per stream type
 * (`tables` keyed by the resource's sezione), with their list tables and the columns other events
 * of the stream set. Rebuildable: `reset` empties every table (list tables first).
 */
export function recordTablesProjection(name: string, tables: Record<string, RecordTableMapping>): Projection<AnyEvent> {
  const otherEvents = Object.values(tables).flatMap((t) => Object.keys(t.events ?? {}));
  return {
    name,
    eventTypes: [...RECORD_EVENT_TYPES, ...new Set(otherEvents)],

    async apply(tx: Transaction, events: RecordedEvent[]) {
      for (const e of events) {
        const t = tables[e.streamType];
        if (t) await apply(tx, t, e);
      }
    },

    async reset(tx: Transaction) {
      for (const t of Object.values(tables)) {
        for (const l of Object.values(t.lists ?? {})) pipelineWrite(tx, `DELETE FROM ${l.table}`);
        pipelineWrite(tx, `DELETE FROM ${t.table}`);
      }
    },
  };
}
