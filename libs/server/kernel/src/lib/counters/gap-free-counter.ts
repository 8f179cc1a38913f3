/**
 * The one gap-free counter: a number per key (a document type and year, a year…) that never skips
 * and never repeats, kept in a row of a counter table and bumped inside the caller's transaction,
 * the same one that records what the number is given to.
 *
 * API:
 * ```ts
 * const counter = new GapFreeCounter<{ codiceTipo: string; anno: number }>({
 *   table: 'documenti_commerciali_numeratori',
 *   key: { codiceTipo: 'codice_tipo', anno: 'anno' }, // key field → column
 *   value: 'valore',                                    // the counter column
 *   id: 'id',                                           // optional: a column answered as `id`
 * });
 * const { value, id } = await counter.next(tx, { codiceTipo: 'FT', anno: 2026 });
 * const { value } = await counter.next(tx, key, (tx, key) => createTheRow(tx, key)); // see below
 * await retryOnConcurrentCreation(isDuplicateOfTheRow, () => uow.run((tx) => …counter.next(tx, key, create)…));
 * ```
 * - `next(tx, key)` bumps the key's row by one and answers the new value. The same statement
 *   first takes the key's turn, a transaction-scoped advisory lock: concurrent transactions queue
 *   for it in the order they asked and each gets the next number. (On the row lock alone a
 *   transaction arriving as the holder commits could pass those already waiting: at 16 saves at
 *   once on one numerator the slowest hundredth waited 136-193 ms against 50-63 ms in turn,
 *   docs/performance.md.) A rollback undoes the bump and gives the number back (a sequence would
 *   leave a gap).
 * - A missing row is created with the first value 1 by one upsert (`INSERT … ON CONFLICT (key
 *   columns) DO UPDATE SET value = value + 1`): a concurrent creation of the same row waits on
 *   the insert and then bumps it, so both transactions succeed with 1 and 2.
 * - When the row is more than a counter (a record with its own events, other columns to fill),
 *   pass `create(tx, key)`: when the UPDATE finds no row, `create` makes it (at value 0) in the
 *   same transaction and the UPDATE runs again. A concurrent creation then fails on the table's
 *   unique index and aborts the transaction: run the whole unit of work again with
 *   `retryOnConcurrentCreation` (the second run finds the row).
 * - Tables, columns and key names come from the declaration (code, never input); key values are
 *   parameters. The counter never changes a table: it reads and writes the declared columns only.
 */

/** What the counter needs of a transaction: pg's PoolClient (the event store's `Transaction`) fits. */
export interface CounterTransaction {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** A counter table: its name, the column of each key field, the counter column, optionally an id column. */
export interface CounterDeclaration<Key extends object> {
  table: string;
  key: { readonly [Field in keyof Key]-?: string };
  value: string;
  id?: string;
}

/** The number taken and, when the declaration names an id column, the counter row's id. */
export interface CounterNumber {
  value: number;
  id?: number;
}

/** Makes the missing counter row of `key` (at value 0) in the caller's transaction. */
export type CounterRowCreation<Key, Tx extends CounterTransaction = CounterTransaction> = (tx: Tx, key: Key) => Promise<unknown>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The first key of the counters' advisory locks (the event store's streams use 1919). */
const COUNTER_LOCK_NAMESPACE = 1_920;

export class GapFreeCounter<Key extends object> {
  private readonly fields: (keyof Key & string)[];
  private readonly columns: string[];
  private readonly returning: string;
  /** the two statements, built once from the declaration: the key's turn, then the bump */
  private readonly updateSql: string;
  private readonly upsertSql: string;

  constructor(readonly declaration: CounterDeclaration<Key>) {
    this.fields = Object.keys(declaration.key) as (keyof Key & string)[];
    this.columns = this.fields.map((f) => declaration.key[f]);
    const names = [declaration.table, declaration.value, ...this.columns, ...(declaration.id ? [declaration.id] : [])];
    const bad = names.find((n) => !IDENTIFIER.test(n));
    if (bad !== undefined || !this.fields.length) throw new Error(`GapFreeCounter ${declaration.table}: not a plain SQL identifier: ${bad ?? '(no key)'}`);
    this.returning = `${declaration.value} AS value${declaration.id ? `, ${declaration.id} AS id` : ''}`;
    this.updateSql = this.update();
    this.upsertSql = this.upsert();
  }

  /**
   * The next number of `key`, in `tx`: the row bumped (or created at 1 by upsert); with `create`,
   * a missing row is made by it and then bumped (see the file's comment for a concurrent creation).
   */
  async next<Tx extends CounterTransaction>(tx: Tx, key: Key, create?: CounterRowCreation<Key, Tx>): Promise<CounterNumber> {
    const values = this.fields.map((f) => key[f]);
    // the key's turn is named by the table and the key's values (the last parameter, see turnSql)
    const params = [...values, [this.declaration.table, ...values].join('\u001f')];
    if (!create) return this.answer(await tx.query<Row>(this.upsertSql, params));
    const bumped = await tx.query<Row>(this.updateSql, params);
    if (bumped.rows[0]) return this.answer(bumped);
    await create(tx, key);
    const created = await tx.query<Row>(this.updateSql, params);
    if (!created.rows[0]) throw new Error(`GapFreeCounter ${this.declaration.table}: the row was not created`);
    return this.answer(created);
  }

  /** The key's turn: an advisory lock held until the transaction ends, granted in the order asked. */
  private turnSql(): string {
    return `WITH turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(${COUNTER_LOCK_NAMESPACE}, hashtext($${this.columns.length + 1})))`;
  }

  private update(): string {
    const { table, value } = this.declaration;
    const where = this.columns.map((c, i) => `${c} = $${i + 1}`).join(' AND ');
    return `${this.turnSql()} UPDATE ${table} SET ${value} = ${value} + 1 FROM turn WHERE ${where} RETURNING ${this.returning}`;
  }

  private upsert(): string {
    const { table, value } = this.declaration;
    const columns = this.columns.join(', ');
    const params = this.columns.map((_, i) => `$${i + 1}`).join(', ');
    return `${this.turnSql()} INSERT INTO ${table} (${columns}, ${value}) SELECT ${params}, 1 FROM turn
       ON CONFLICT (${columns}) DO UPDATE SET ${value} = ${table}.${value} + 1
       RETURNING ${this.returning}`;
  }

  private answer({ rows }: { rows: Row[] }): CounterNumber {
    const row = rows[0];
    // a bigint column arrives as text: numbers stay far below 2^53
    return row.id === undefined ? { value: Number(row.value) } : { value: Number(row.value), id: Number(row.id) };
  }
}

interface Row {
  value: number | string;
  id?: number | string;
}

/**
 * Runs a unit of work that may create a counter row, once more when a concurrent transaction
 * created the same row first (`isConcurrentCreation` recognises the unique violation); the second
 * run finds the row. The work must be a whole transaction: the first one was aborted.
 */
export async function retryOnConcurrentCreation<T>(isConcurrentCreation: (error: unknown) => boolean, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isConcurrentCreation(e)) throw e;
    return run();
  }
}
