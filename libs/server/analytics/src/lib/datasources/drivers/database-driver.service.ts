import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DatabaseDriver } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  ConflictError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  UnitOfWork,
  column,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { STREAM_DRIVER, type ValoriDriver } from '../datasources.events';
import { DIALECT_IDS, findDialect } from '../source-databases/sql-dialects';
import type { DatabaseDriverDto } from './database-driver.dto';

/** A database driver: generic record events on `dataanalysisdatabasedriver-<id>`, read model `database_drivers`. */
export const DATABASE_DRIVER: RecordResource = {
  sezione: STREAM_DRIVER,
  idSequence: 'database_drivers_id_seq',
  notFound: 'Driver non trovato',
};

export const DATABASE_DRIVER_EXCEL: ExcelSheet<DatabaseDriver> = {
  fileName: 'DriverDatabase_',
  columns: [column('Nome', 'driverName'), column('JDBC Name', 'jdbcName'), column('Classe Java', 'className'), column('Query Fields Info', 'queryFieldsInfo')],
};

export const DRIVER_COLUMNS = `id, driver_name AS "driverName", jdbc_name AS "jdbcName", class_name AS "className",
  query_fields_info AS "queryFieldsInfo", versione`;

/** /api/dataanalysisdatabasedriver (spec 2 §2.8 "Driver Database"): jdbcName picks the SqlDialect that connects. */
@Injectable()
export class DatabaseDriverService extends SqlRecordService<DatabaseDriverDto, DatabaseDriver, object, ValoriDriver> {
  protected readonly resource = DATABASE_DRIVER;
  protected readonly read = { table: 'database_drivers', columns: DRIVER_COLUMNS };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly uow: UnitOfWork,
  ) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: DRIVER_COLUMNS, from: 'FROM database_drivers', params: [], orderBy: 'lower(driver_name), id' };
  }

  protected values(dto: DatabaseDriverDto): ValoriDriver {
    return driverValues(dto);
  }

  /** A driver some data source uses is not deleted. */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      await tx.query('SELECT 1 FROM database_drivers WHERE id = $1 FOR UPDATE', [id]);
      const { rows } = await tx.query('SELECT 1 FROM data_sources WHERE id_driver = $1 LIMIT 1', [id]);
      if (rows[0]) throw new ConflictError('Il driver è usato da dei data source: non può essere eliminato');
      await this.writer.delete(this.resource, id, metadata, { tx });
    });
  }
}

/** The record to store, or 400 with every problem: a name and a jdbcName the platform can connect with. */
export function driverValues(dto: DatabaseDriverDto): ValoriDriver {
  const driverName = dto.driverName.trim();
  const jdbcName = dto.jdbcName.trim();
  const errori: string[] = [];
  if (!driverName) errori.push('Il campo Nome è obbligatorio');
  if (!jdbcName) errori.push('Il campo JDBC Name è obbligatorio');
  else if (!findDialect(jdbcName)) errori.push(`Il driver ${jdbcName} non è supportato (disponibili: ${DIALECT_IDS})`);
  if (errori.length) throw new BadRequestError(errori);
  return { driverName, jdbcName, className: dto.className?.trim() ?? '', queryFieldsInfo: dto.queryFieldsInfo?.trim() ?? '' };
}
