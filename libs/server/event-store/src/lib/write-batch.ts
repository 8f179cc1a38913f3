import * as pg from 'pg';
import type { Connection, QueryConfig, QueryResult } from 'pg';

/** One statement of a WriteBatch, its values as sent (sendable), with what to call when its answer is known. */
export interface BatchedWrite {
  query: QueryConfig;
  resolve: (result: QueryResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Whether `write` can go in a batch on `connection`: named and already prepared there, or unnamed
 * with values (without values pg sends a statement in the simple protocol, which may hold several).
 */
export function batchable(connection: Connection, write: BatchedWrite): boolean {
  const { name, text, values } = write.query;
  if (name) return (connection as unknown as PreparedStatements).parsedStatements[name] === text;
  return (values?.length ?? 0) > 0;
}

/**
 * Statements sent in one go and ended by one Sync, so PostgreSQL runs them as one implicit
 * transaction (the extended protocol's, as libpq's pipeline mode, pgx's Batch and Npgsql's
 * NpgsqlBatch use it): they commit together when the Sync comes, with no BEGIN and no COMMIT of
 * their own, and the first that fails rolls them all back (the server skips the rest until the
 * Sync). One flush and one answer for the whole batch.
 *
 * Each statement's promise settles once the batch is answered: those before a failure with their
 * result (rolled back all the same), the failed one with its error, those after it with `25P02`,
 * as in an aborted transaction. Named statements must be prepared on the connection already
 * (batchable): pg tracks a preparation per query, and cannot tell a batch's apart.
 */
export class WriteBatch extends (pg.Query as unknown as QueryClass) {
  private readonly answers: PgQuery[];
  private answered = 0;

  constructor(private readonly writes: readonly BatchedWrite[]) {
    super({ text: '' });
    this.answers = writes.map(({ query }) => new (pg.Query as unknown as QueryClass)(query));
  }

  override submit(connection: Connection): Error | null {
    const types = this._result._types;
    connection.stream.cork();
    try {
      this.writes.forEach(({ query }, index) => {
        this.answers[index]._result._types ??= types; // as the client does for a query of its own
        if (!query.name) connection.parse({ text: query.text, name: '', types: [] }, false);
        connection.bind({ statement: query.name, values: query.values }, false);
        connection.describe({ type: 'P', name: '' }, false);
        connection.execute({ portal: '' }, false);
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  override handleRowDescription(message: unknown): void {
    this.answers[this.answered].handleRowDescription(message);
  }

  override handleDataRow(message: unknown): void {
    this.answers[this.answered].handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: Connection): void {
    this.answers[this.answered].handleCommandComplete(message, connection);
    this.answered += 1;
  }

  override handleEmptyQuery(): void {
    this.answered += 1;
  }

  override handleError(error: unknown): void {
    this.fail(error);
    this.callback?.(error); // pg's own completion callback (a query_timeout's timer), when the client set one
  }

  override handleReadyForQuery(): void {
    this.writes.forEach((write, index) => this.settle(write, index));
    this.callback?.(undefined);
  }

  /** The statement being answered failed (or the connection did): the rest were not run. */
  private fail(error: unknown): void {
    this.writes.forEach((write, index) => {
      if (index < this.answered) this.settle(write, index);
      else write.reject(index === this.answered ? error : abortedBy(error));
    });
  }

  private settle(write: BatchedWrite, index: number): void {
    const answer = this.answers[index];
    if (answer._canceledDueToError) write.reject(answer._canceledDueToError);
    else write.resolve(answer._results);
  }
}

function abortedBy(cause: unknown): Error {
  return Object.assign(new Error('current transaction is aborted, commands ignored until end of transaction block'), {
    code: '25P02',
    cause,
  });
}

interface PreparedStatements {
  parsedStatements: Record<string, string>;
}

/** What pg's Query has beside its declared type: the handlers the client calls as the answer comes, and its result. */
interface PgQuery {
  callback?: (error: unknown) => void;
  _result: { _types: unknown };
  _results: QueryResult;
  _canceledDueToError: unknown;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleEmptyQuery(connection: Connection): void;
  handleError(error: unknown, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
  submit(connection: Connection): Error | null;
}

type QueryClass = new (config: QueryConfig) => PgQuery;

const pgUtils = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;

/**
 * The query with its values as pg sends them (text, or a Buffer): what pg would do while writing
 * the statement, done first, so that a value that cannot be sent (a circular object) throws here,
 * before anything of the statement leaves, rather than after the statements before it.
 */
export function sendable(query: QueryConfig): QueryConfig {
  return query.values ? { ...query, values: query.values.map((value) => pgUtils.prepareValue(value)) } : query;
}
