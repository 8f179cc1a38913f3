import { Injectable } from '@nestjs/common';
import type { RigaRisultato } from '@registro/contracts';
import { BadRequestError, NotFoundError, UnprocessableEntityError } from '@registro/server-platform';
import { singleReadStatement } from '../domain/read-only-sql';
import { DataSourcePools } from './data-source-pools';
import { RunLimitsReader } from './run-limits';
import { SqlRunError, type RunLimits, type RunResult, type SourcePool } from './sql-dialect';

/**
 * User SQL on a data source's database: one read statement (singleReadStatement), bounded by
 * RunLimitsReader, a refused or failed statement answered 400 and an unreachable database 422.
 * The infrastructure under the analysis query runs, the connection check and the table columns.
 */
@Injectable()
export class SourceSqlRunner {
  constructor(
    private readonly pools: DataSourcePools,
    private readonly limits: RunLimitsReader,
  ) {}

  /** One read statement on a data source. */
  async run(idDatasource: number, sql: string): Promise<RunResult> {
    const { pool } = await this.pools.open(idDatasource);
    return this.execute(pool, sql, []);
  }

  /** One read statement on an open pool, within `limits` (default: the current ones). */
  async execute(pool: SourcePool, sql: string, params: unknown[], limits: RunLimits = this.limits.current()): Promise<RunResult> {
    const checked = singleReadStatement(sql ?? '');
    if ('errori' in checked) throw new BadRequestError(checked.errori);
    try {
      return await pool.run(checked.sql, params, limits);
    } catch (e) {
      throw httpError(e);
    }
  }

  /** The columns of a table, by the driver's Query Fields Info (its one parameter is the table's name). */
  async tableInfo(idDataSource: number, tableName: string): Promise<RigaRisultato[]> {
    const { pool, queryFieldsInfo } = await this.pools.open(idDataSource);
    if (!queryFieldsInfo.trim()) throw new BadRequestError('Il driver della sorgente dati non ha la query dei campi');
    const { rows } = await this.execute(pool, queryFieldsInfo, [tableName]);
    if (rows.length === 0) throw new NotFoundError(`La tabella ${tableName} non esiste nella sorgente dati`);
    return rows;
  }

  /** Opens the connection to a data source and runs a trivial query (verificaconnessione). */
  async verify(idDatasource: number): Promise<void> {
    const { pool } = await this.pools.open(idDatasource);
    try {
      await pool.verify();
    } catch (e) {
      throw httpError(e);
    }
  }
}

function httpError(e: unknown): unknown {
  if (!(e instanceof SqlRunError)) return e;
  return e.kind === 'connessione' ? new UnprocessableEntityError(e.message) : new BadRequestError(e.message);
}
