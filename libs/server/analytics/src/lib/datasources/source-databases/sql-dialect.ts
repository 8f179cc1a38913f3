import type { RigaRisultato } from '@registro/contracts';
import type { SqlStyle } from '../domain/pivot-aggregation';

/** Where and as whom a data source connects (the password already decrypted). */
export interface ConnectionSettings {
  host: string;
  port: number | null;
  database: string;
  username: string;
  password: string;
  /** the screen's "Connection String": used as is when host is empty */
  jdbcUrl: string;
}

/** The bounds of one run of user SQL. */
export interface RunLimits {
  timeoutMs: number;
  /** rows answered at most; the run stops reading after one more */
  maxRows: number;
}

export interface RunResult {
  rows: RigaRisultato[];
  /** true when the query had more than maxRows rows (only the first maxRows are answered) */
  truncated: boolean;
}

/** Why a run or a connection failed, already in Italian; `kind` picks the HTTP status. */
export class SqlRunError extends Error {
  constructor(
    readonly kind: 'connessione' | 'query',
    messaggio: string,
  ) {
    super(messaggio);
    this.name = 'SqlRunError';
  }
}

/** The connections of one data source: a small pool, created on first use, closed when the source changes. */
export interface SourcePool {
  /** how this database quotes names and groups (the pivot's aggregation in the database) */
  readonly style: SqlStyle;
  /** opens a connection and runs a trivial query (the connection check) */
  verify(): Promise<void>;
  /** one statement in a read-only transaction, with a statement timeout and a row cap */
  run(sql: string, params: readonly unknown[], limits: RunLimits): Promise<RunResult>;
  close(): Promise<void>;
}

/**
 * A database family the platform can query, keyed by the driver record's `jdbcName` (the Node
 * package that connects). Adding a database is one class implementing this, listed in
 * SQL_DIALECTS.
 */
export interface SqlDialect {
  /** the driver's jdbcName: `pg`, `mysql2` */
  readonly id: string;
  /** the honest "Classe Java" shown for it */
  readonly description: string;
  createPool(settings: ConnectionSettings): SourcePool;
}

/** Connect and pool-acquire timeout: a source that is down never holds a request for long. */
export const CONNECT_TIMEOUT_MS = 5000;
/** Connections per data source. */
export const POOL_SIZE = 3;
/** Rows read per cursor round trip. */
export const FETCH_BATCH = 1000;
