import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { BadRequestError, NotFoundError, PG_POOL, SecretCipher } from '@registro/server-platform';
import { DATASOURCE_CIPHER, PASSWORD_CONTEXT } from '../sorgenti/datasource-cipher';
import type { SourcePool } from './sql-dialect';
import { DIALECT_IDS, findDialect } from './sql-dialects';

interface SourceRow {
  host: string;
  port: number | null;
  database: string;
  username: string;
  password_cifrata: string;
  jdbc_url: string;
  jdbc_name: string | null;
  query_fields_info: string | null;
  /** the versions of the source and of its driver: another value means the settings changed */
  chiave: string;
}

/** A data source ready to query: its pool and its driver's column query. */
export interface OpenSource {
  pool: SourcePool;
  queryFieldsInfo: string;
}

/**
 * One small connection pool per data source, created on first use and replaced when the source or
 * its driver changes (their versions are read at every use, so another api process's edit counts
 * too); closed on delete and at shutdown.
 */
@Injectable()
export class DataSourcePools implements OnApplicationShutdown {
  private readonly logger = new Logger(DataSourcePools.name);
  private readonly pools = new Map<number, { chiave: string; pool: SourcePool }>();

  constructor(
    @Inject(PG_POOL) private readonly pg: Pool,
    @Inject(DATASOURCE_CIPHER) private readonly cipher: SecretCipher,
  ) {}

  async open(id: number): Promise<OpenSource> {
    const { rows } = await this.pg.query<SourceRow>(
      `SELECT s.host, s.port, s.database, s.username, s.password_cifrata, s.jdbc_url, d.jdbc_name, d.query_fields_info,
              s.versione || ':' || coalesce(d.versione, 0) AS chiave
       FROM data_sources s LEFT JOIN database_drivers d ON d.id = s.id_driver WHERE s.id = $1`,
      [id],
    );
    const s = rows[0];
    if (!s) {
      await this.discard(id);
      throw new NotFoundError('Sorgente dati non trovata');
    }
    const dialect = findDialect(s.jdbc_name ?? '');
    if (!dialect) throw new BadRequestError(`Il driver della sorgente dati non è supportato (disponibili: ${DIALECT_IDS})`);
    const queryFieldsInfo = s.query_fields_info ?? '';
    const cached = this.pools.get(id);
    if (cached?.chiave === s.chiave) return { pool: cached.pool, queryFieldsInfo };
    if (cached) this.closeQuietly(cached.pool);
    const pool = dialect.createPool({
      host: s.host,
      port: s.port,
      database: s.database,
      username: s.username,
      password: s.password_cifrata ? this.cipher.decifra(s.password_cifrata, PASSWORD_CONTEXT) : '',
      jdbcUrl: s.jdbc_url,
    });
    this.pools.set(id, { chiave: s.chiave, pool });
    return { pool, queryFieldsInfo };
  }

  /** Closes the pool of a changed or deleted source (queries running on it finish first). */
  async discard(id: number): Promise<void> {
    const cached = this.pools.get(id);
    this.pools.delete(id);
    if (cached) this.closeQuietly(cached.pool);
  }

  async onApplicationShutdown(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.pool.close().catch(() => undefined)));
  }

  private closeQuietly(pool: SourcePool): void {
    pool.close().catch((e: Error) => this.logger.warn(`Pool di un data source non chiuso: ${e.message}`));
  }
}
