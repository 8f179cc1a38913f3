import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DataSource } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  ConflictError,
  PG_POOL,
  RecordWriter,
  SecretCipher,
  SqlRecordService,
  UnitOfWork,
  column,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { STREAM_DATASOURCE, type ValoriDataSource } from '../datasources.events';
import { DataSourcePools } from '../source-databases/data-source-pools';
import { DATASOURCE_CIPHER, PASSWORD_CONTEXT } from './datasource-cipher';
import type { DataSourceDto } from './data-source.dto';

/** A data source: generic record events on `dataanalysisdatasources-<id>`, read model `data_sources`. */
export const DATA_SOURCE: RecordResource = {
  sezione: STREAM_DATASOURCE,
  idSequence: 'data_sources_id_seq',
  notFound: 'Sorgente dati non trovata',
  duplicate: 'Esiste già una sorgente dati con questo nome',
  duplicateConstraint: 'data_sources_nome_idx',
  etichette: { datasourceName: 'Nome', jdbcUrl: 'Stringa di connessione', port: 'Porta' },
};

export const DATA_SOURCE_EXCEL: ExcelSheet<DataSource> = {
  fileName: 'DataSources_',
  columns: [
    column('Nome', 'datasourceName'),
    column('Host', 'host'),
    column('Porta', 'port'),
    column('Database', 'database'),
    column('Username', 'username'),
    column('Stringa di connessione', 'jdbcUrl'),
  ],
};

/** The password never leaves the server: answers carry ''. */
const COLUMNS = `id, id_driver AS driver, datasource_name AS "datasourceName", host, port, database, username,
  '' AS password, jdbc_url AS "jdbcUrl", versione`;

/**
 * /api/dataanalysisdatasources (spec 2 §2.8 "Data Sources"): the password is stored encrypted
 * (SecretCipher, also in the events); a change closes the source's connection pool.
 */
@Injectable()
export class DataSourceService extends SqlRecordService<DataSourceDto, DataSource, object, ValoriDataSource> {
  protected readonly resource = DATA_SOURCE;
  protected readonly read = { table: 'data_sources', columns: COLUMNS };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly uow: UnitOfWork,
    @Inject(DATASOURCE_CIPHER) private readonly cipher: SecretCipher,
    private readonly pools: DataSourcePools,
  ) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: COLUMNS, from: 'FROM data_sources', params: [], orderBy: 'lower(datasource_name), id' };
  }

  protected async values(dto: DataSourceDto, storedPassword = ''): Promise<ValoriDataSource> {
    const datasourceName = dto.datasourceName.trim();
    const host = dto.host?.trim() ?? '';
    const jdbcUrl = dto.jdbcUrl?.trim() ?? '';
    const errori: string[] = [];
    if (!datasourceName) errori.push('Il campo Nome è obbligatorio');
    if (!host && !jdbcUrl) errori.push('Indicare Host oppure Stringa di connessione');
    const { rows } = await this.pool.query('SELECT 1 FROM database_drivers WHERE id = $1', [dto.driver]);
    if (!rows[0]) errori.push('Il driver scelto non esiste');
    if (errori.length) throw new BadRequestError(errori);
    return {
      driver: dto.driver,
      datasourceName,
      host,
      port: dto.port ?? null,
      database: dto.database?.trim() ?? '',
      username: dto.username?.trim() ?? '',
      password: dto.password ? this.cipher.cifra(dto.password, PASSWORD_CONTEXT) : storedPassword,
      jdbcUrl,
    };
  }

  /** An empty password keeps the stored one. */
  override async update(id: number, dto: DataSourceDto, metadata: EventMetadata): Promise<void> {
    const { values } = await this.writer.current<ValoriDataSource>(this.resource, id);
    await this.writer.update<ValoriDataSource>(this.resource, id, await this.values(dto, values.password ?? ''), metadata);
    await this.pools.discard(id);
  }

  /** A data source some query uses is not deleted. */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      await tx.query('SELECT 1 FROM data_sources WHERE id = $1 FOR UPDATE', [id]);
      const { rows } = await tx.query('SELECT 1 FROM analysis_queries WHERE id_datasource = $1 LIMIT 1', [id]);
      if (rows[0]) throw new ConflictError('La sorgente dati è usata da delle query: eliminarle prima');
      await this.writer.delete(this.resource, id, metadata, { tx });
    });
    await this.pools.discard(id);
  }
}
