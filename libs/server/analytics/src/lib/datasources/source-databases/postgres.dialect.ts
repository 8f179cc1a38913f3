import { Pool, types as pgTypes, type DatabaseError, type PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import { Logger } from '@nestjs/common';
import { guardPgPool } from '@registro/server-event-store';
import { logPgConnectionError } from '@registro/server-platform';
import { UNA_ISTRUZIONE } from '../domain/read-only-sql';
import {
  AUTENTICAZIONE_FALLITA,
  CONNESSIONE_NON_RIUSCITA,
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
  FETCH_BATCH,
  POOL_SIZE,
  SqlRunError,
  type ConnectionSettings,
  type RunLimits,
  type RunResult,
  type SourcePool,
  type SqlDialect,
} from './sql-dialect';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const asText = (testo: string) => testo;

/** bigint and numeric as numericValue reads them; a date as its day (2026-12-01), never an instant at a midnight */
const RESULT_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? numericValue : oid === DATE ? asText : pgTypes.getTypeParser(oid, format ?? 'text')) as typeof pgTypes.getTypeParser,
};

/**
 * PostgreSQL through node-postgres. User SQL runs through a cursor (extended protocol: a second
 * statement is refused by the server), in `BEGIN READ ONLY` with `SET LOCAL statement_timeout`,
 * read a batch at a time up to the cap.
 */
export class PostgresDialect implements SqlDialect {
  readonly id = 'pg';
  readonly description = 'postgresql (node-postgres)';

  createPool(s: ConnectionSettings): SourcePool {
    const pool = new Pool({
      ...(s.host ? { host: s.host, port: s.port ?? 5432, database: s.database, user: s.username } : { connectionString: s.jdbcUrl }),
      password: s.password || undefined,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: 'registro-analisi',
    });
    // a connection the source's server ends is logged: an idle one is replaced, a running query fails
    guardPgPool(pool, logPgConnectionError(new Logger('PostgresDialect'), `data source ${s.host ?? 'jdbc'}`));
    return new PostgresSourcePool(pool, s);
  }
}

class PostgresSourcePool implements SourcePool {
  readonly style = { quote: (name: string) => `"${name.replace(/"/g, '""')}"`, groupingSets: true };

  constructor(
    private readonly pool: Pool,
    private readonly settings: ConnectionSettings,
  ) {}

  async verify(): Promise<void> {
    const client = await this.connect();
    try {
      await client.query('SELECT 1');
    } catch (e) {
      throw this.error(e, CONNECT_TIMEOUT_MS);
    } finally {
      client.release();
    }
  }

  async run(sql: string, params: readonly unknown[], limits: RunLimits): Promise<RunResult> {
    const client = await this.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(limits.timeoutMs))}`);
      const cursor = client.query(new Cursor(sql, [...params], { types: RESULT_TYPES }));
      const rows: Record<string, unknown>[] = [];
      while (rows.length <= limits.maxRows) {
        const batch = await cursor.read(Math.min(FETCH_BATCH, limits.maxRows + 1 - rows.length));
        if (batch.length === 0) break;
        for (const row of batch) rows.push(row);
      }
      await cursor.close();
      await client.query('ROLLBACK');
      const truncated = rows.length > limits.maxRows;
      if (truncated) rows.length = limits.maxRows;
      return { rows, truncated };
    } catch (e) {
      await client.query('ROLLBACK').catch((err: Error) => (broken = err));
      throw this.error(e, limits.timeoutMs);
    } finally {
      // settings the query may have changed for the session do not outlive it
      if (!broken) await client.query('RESET ALL').catch((err: Error) => (broken = err));
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  private async connect(): Promise<PoolClient> {
    try {
      return await this.pool.connect();
    } catch (e) {
      const err = this.error(e, CONNECT_TIMEOUT_MS);
      // closed before it was established: the host or the network refused it
      if (err.message === CONNESSIONE_PERSA) throw new SqlRunError('connessione', CONNESSIONE_NON_RIUSCITA(dove(this.settings.host || 'il server', this.settings.port)));
      throw err;
    }
  }

  private error(e: unknown, timeoutMs: number): SqlRunError {
    const err = e as Partial<DatabaseError> & { errno?: number; syscall?: string };
    const { host, port, username, database } = this.settings;
    const where = dove(host || 'il server', port);
    const code = err.code ?? '';
    const message = err.message ?? String(e);
    if (code === '25006') return new SqlRunError('query', SCRITTURA_RIFIUTATA);
    if (code === '57014') return new SqlRunError('query', tempoScaduto(timeoutMs));
    if (code === '42601' && /multiple commands/i.test(message)) return new SqlRunError('query', UNA_ISTRUZIONE);
    if (code === 'ECONNREFUSED') return new SqlRunError('connessione', CONNESSIONE_RIFIUTATA(where));
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new SqlRunError('connessione', HOST_SCONOSCIUTO(host));
    if (code === 'ETIMEDOUT' || /timeout/i.test(message)) return new SqlRunError('connessione', CONNESSIONE_SCADUTA(where));
    if (code === '28P01' || code === '28000') return new SqlRunError('connessione', AUTENTICAZIONE_FALLITA(username));
    if (code === '3D000') return new SqlRunError('connessione', DATABASE_INESISTENTE(database));
    if (code.startsWith('08') || /Connection terminated/i.test(message)) return new SqlRunError('connessione', CONNESSIONE_PERSA);
    if (/^[0-9A-Z]{5}$/.test(code)) return new SqlRunError('query', ERRORE_QUERY(message));
    return new SqlRunError('connessione', ERRORE_CONNESSIONE(message));
  }
}
