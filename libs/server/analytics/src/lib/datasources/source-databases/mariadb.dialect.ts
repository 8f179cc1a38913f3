import { createPool, type Pool, type PoolConnection, type QueryError } from 'mysql2';
import {
  AUTENTICAZIONE_FALLITA,
  CONNESSIONE_PERSA,
  CONNESSIONE_RIFIUTATA,
  CONNESSIONE_SCADUTA,
  DATABASE_INESISTENTE,
  ERRORE_CONNESSIONE,
  ERRORE_QUERY,
  HOST_SCONOSCIUTO,
  SCRITTURA_RIFIUTATA,
  dove,
  tempoScaduto,
} from './run-messages';
import { numericValue } from './numeric-value';
import {
  CONNECT_TIMEOUT_MS,
  POOL_SIZE,
  SqlRunError,
  type ConnectionSettings,
  type RunLimits,
  type RunResult,
  type SourcePool,
  type SqlDialect,
} from './sql-dialect';

const ER_UNKNOWN_SYSTEM_VARIABLE = 1193;
const ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION = 1792;
const ER_STATEMENT_TIMEOUT = 1969; // MariaDB
const ER_QUERY_TIMEOUT = 3024; // MySQL

/**
 * MariaDB and MySQL through mysql2. User SQL runs as a prepared statement (`execute`, no
 * multipleStatements: a second statement is a syntax error) in `START TRANSACTION READ ONLY` on a
 * session whose transactions default to read only (so DDL, which commits implicitly, is refused too), with
 * `max_statement_time` (MariaDB) or `max_execution_time` (MySQL), streamed row by row up to the cap.
 */
export class MariaDbDialect implements SqlDialect {
  readonly id = 'mysql2';
  readonly description = 'mariadb / mysql (mysql2)';

  createPool(s: ConnectionSettings): SourcePool {
    const pool = createPool({
      ...(s.host ? { host: s.host, port: s.port ?? 3306, database: s.database || undefined, user: s.username } : { uri: s.jdbcUrl }),
      password: s.password || undefined,
      connectionLimit: POOL_SIZE,
      maxIdle: POOL_SIZE,
      idleTimeout: 30_000,
      queueLimit: 50,
      connectTimeout: CONNECT_TIMEOUT_MS,
      multipleStatements: false,
      // DECIMAL (also a SUM of integers) as numericValue reads it, as from PostgreSQL
      decimalNumbers: false,
      typeCast: (field, next) => {
        if (field.type !== 'NEWDECIMAL' && field.type !== 'DECIMAL') return next();
        const testo = field.string();
        return testo === null ? null : numericValue(testo);
      },
      supportBigNumbers: true,
      // a DATE as its day (2026-12-01), as from PostgreSQL
      dateStrings: ['DATE'],
      maxPreparedStatements: 32,
      enableKeepAlive: true,
    });
    pool.on('connection', (c) => c.on('error', () => undefined));
    return new MariaDbSourcePool(pool, s);
  }
}

class MariaDbSourcePool implements SourcePool {
  readonly style = { quote: (name: string) => `\`${name.replace(/`/g, '``')}\``, groupingSets: false };

  constructor(
    private readonly pool: Pool,
    private readonly settings: ConnectionSettings,
  ) {}

  async verify(): Promise<void> {
    const conn = await this.connect();
    try {
      await query(conn, 'SELECT 1');
      conn.release();
    } catch (e) {
      conn.destroy();
      throw this.error(e, CONNECT_TIMEOUT_MS);
    }
  }

  async run(sql: string, params: readonly unknown[], limits: RunLimits): Promise<RunResult> {
    const conn = await this.connect();
    let reusable = false;
    try {
      await setStatementTimeout(conn, limits.timeoutMs);
      // the session's default too: DDL commits the open transaction implicitly and would run outside it
      await query(conn, 'SET SESSION TRANSACTION READ ONLY');
      await query(conn, 'START TRANSACTION READ ONLY');
      const result = await stream(conn, sql, params, limits.maxRows);
      if (!result.truncated) {
        await query(conn, 'ROLLBACK');
        reusable = true;
      }
      return result;
    } catch (e) {
      throw this.error(e, limits.timeoutMs);
    } finally {
      // a connection left mid-result (cap reached) or after an error is not given back
      if (reusable) conn.release();
      else conn.destroy();
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.pool.end(() => resolve()));
  }

  /** A connection within the connect timeout, also when the pool is busy or the server does not answer. */
  private connect(): Promise<PoolConnection> {
    return new Promise((resolve, reject) => {
      let finito = false;
      const timer = setTimeout(() => {
        finito = true;
        reject(new SqlRunError('connessione', CONNESSIONE_SCADUTA(this.where)));
      }, CONNECT_TIMEOUT_MS + 500);
      this.pool.getConnection((err, conn) => {
        if (finito) {
          conn?.release();
          return;
        }
        finito = true;
        clearTimeout(timer);
        if (err) reject(this.error(err, CONNECT_TIMEOUT_MS));
        else resolve(conn);
      });
    });
  }

  private get where(): string {
    return dove(this.settings.host || 'il server', this.settings.port);
  }

  private error(e: unknown, timeoutMs: number): SqlRunError {
    if (e instanceof SqlRunError) return e;
    const err = e as Partial<QueryError> & { message?: string };
    const { host, username, database } = this.settings;
    const message = err.message ?? String(e);
    if (err.errno === ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION) return new SqlRunError('query', SCRITTURA_RIFIUTATA);
    if (err.errno === ER_STATEMENT_TIMEOUT || err.errno === ER_QUERY_TIMEOUT) return new SqlRunError('query', tempoScaduto(timeoutMs));
    if (err.code === 'ECONNREFUSED') return new SqlRunError('connessione', CONNESSIONE_RIFIUTATA(this.where));
    if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return new SqlRunError('connessione', HOST_SCONOSCIUTO(host));
    if (err.code === 'ETIMEDOUT') return new SqlRunError('connessione', CONNESSIONE_SCADUTA(this.where));
    if (err.code === 'ER_ACCESS_DENIED_ERROR') return new SqlRunError('connessione', AUTENTICAZIONE_FALLITA(username));
    if (err.code === 'ER_BAD_DB_ERROR') return new SqlRunError('connessione', DATABASE_INESISTENTE(database));
    if (err.code === 'PROTOCOL_CONNECTION_LOST') return new SqlRunError('connessione', CONNESSIONE_PERSA);
    if (err.sqlState || err.errno) return new SqlRunError('query', ERRORE_QUERY(message));
    return new SqlRunError('connessione', ERRORE_CONNESSIONE(message));
  }
}

function query(conn: PoolConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => conn.query(sql, (err) => (err ? reject(err) : resolve())));
}

/** max_statement_time (MariaDB, seconds) or, on MySQL, max_execution_time (milliseconds). */
async function setStatementTimeout(conn: PoolConnection, timeoutMs: number): Promise<void> {
  const ms = Math.max(1, Math.round(timeoutMs));
  try {
    await query(conn, `SET SESSION max_statement_time = ${ms / 1000}`);
  } catch (e) {
    if ((e as QueryError).errno !== ER_UNKNOWN_SYSTEM_VARIABLE) throw e;
    await query(conn, `SET SESSION max_execution_time = ${ms}`);
  }
}

/** The rows of a prepared statement as they arrive; at maxRows + 1 it stops listening (the caller drops the connection). */
function stream(conn: PoolConnection, sql: string, params: readonly unknown[], maxRows: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let finito = false;
    const cmd = conn.execute({ sql, values: [...params] as never[] });
    cmd.on('result', (row: unknown) => {
      if (finito) return;
      if (rows.length < maxRows) rows.push(row as Record<string, unknown>);
      else {
        finito = true;
        conn.pause();
        resolve({ rows, truncated: true });
      }
    });
    cmd.on('error', (err: Error) => {
      if (!finito) {
        finito = true;
        reject(err);
      }
    });
    cmd.on('end', () => {
      if (!finito) {
        finito = true;
        resolve({ rows, truncated: false });
      }
    });
  });
}
