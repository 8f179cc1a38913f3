import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { ForbiddenError, NotFoundError, PG_POOL, grantsPermission, type AuthenticatedUser } from '@registro/server-platform';
import { queryVisibleToProfile } from '../../dashboards/access/query-visible-to-profile';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { PIVOT_RIGHE_DIRETTE, aggregatedSql, pivotColumns } from '../domain/pivot-aggregation';
import { singleReadStatement } from '../domain/read-only-sql';
import { DataSourcePools } from '../source-databases/data-source-pools';
import { RunLimitsReader } from '../source-databases/run-limits';
import type { RunResult } from '../source-databases/sql-dialect';
import { SourceSqlRunner } from '../source-databases/source-sql-runner';

/** Which SQL of a query: the charts' (sqlGraphicQuery), the pivot's (sqlAnaliticQuery), or the check (the chart's, else the pivot's). */
export type QuerySql = 'graphic' | 'analitic' | 'check';

const NON_IN_DASHBOARD = 'Permesso negato: la query non è in una dashboard del tuo profilo';

/**
 * Runs a saved analysis query read-only and bounded on its data source (through SourceSqlRunner),
 * and decides who may: `dataanalysis` visualizza, or a user whose group has a dashboard using the query.
 */
@Injectable()
export class AnalysisQueryRunner {
  constructor(
    @Inject(PG_POOL) private readonly pg: Pool,
    private readonly pools: DataSourcePools,
    private readonly limits: RunLimitsReader,
    private readonly sql: SourceSqlRunner,
  ) {}

  /** 403 unless the user may run query `id` (no user: a message no signed-in user sent). */
  async checkAccess(user: AuthenticatedUser | undefined, idQuery: number): Promise<void> {
    if (user && grantsPermission(user.permessi, { sezione: SEZIONE_DATAANALYSIS, permesso: 'visualizza' })) return;
    if (!user || !(await queryVisibleToProfile(this.pg, user.gruppoNome, idQuery))) throw new ForbiddenError(NON_IN_DASHBOARD);
  }

  /** A saved query's SQL run on its data source. */
  async runQuery(idQuery: number, which: QuerySql): Promise<RunResult> {
    const { idDatasource, sql } = await this.querySql(idQuery, which);
    return this.sql.run(idDatasource, sql);
  }

  /** SQL not yet saved (the editor's text on screen) run on a data source, with the same bounds as a saved query's. */
  runText(idDatasource: number, sql: string): Promise<RunResult> {
    return this.sql.run(idDatasource, sql);
  }

  /**
   * The pivot's rows: the query's own up to PIVOT_RIGHE_DIRETTE; beyond, the database returns one
   * row per combination of the dimensions with the measures summed and the rows counted
   * (`aggregated`), so a large result never reaches the browser row by row.
   */
  async runPivot(idQuery: number): Promise<RunResult & { aggregated: boolean }> {
    const { idDatasource, sql } = await this.querySql(idQuery, 'analitic');
    return this.runPivotText(idDatasource, sql);
  }

  /** The pivot's rows of SQL not yet saved (the editor's text on screen), as `runPivot`. */
  async runPivotText(idDatasource: number, sql: string): Promise<RunResult & { aggregated: boolean }> {
    const { pool } = await this.pools.open(idDatasource);
    const limits = this.limits.current();
    const diretta = await this.sql.execute(pool, sql, [], { ...limits, maxRows: Math.min(limits.maxRows, PIVOT_RIGHE_DIRETTE) });
    if (!diretta.truncated) return { ...diretta, aggregated: false };
    const { dimensioni, misure } = pivotColumns(diretta.rows);
    const interna = singleReadStatement(sql) as { sql: string };
    return { ...(await this.sql.execute(pool, aggregatedSql(interna.sql, dimensioni, misure, pool.style), [], limits)), aggregated: true };
  }

  private async querySql(idQuery: number, which: QuerySql): Promise<{ idDatasource: number; sql: string }> {
    const { rows } = await this.pg.query<{ idDatasource: number; graphic: string; analitic: string }>(
      `SELECT id_datasource AS "idDatasource", sql_graphic_query AS graphic, sql_analitic_query AS analitic
       FROM analysis_queries WHERE id = $1`,
      [idQuery],
    );
    const q = rows[0];
    if (!q) throw new NotFoundError('Query non trovata');
    return { idDatasource: q.idDatasource, sql: which === 'check' ? q.graphic || q.analitic : q[which] };
  }
}
