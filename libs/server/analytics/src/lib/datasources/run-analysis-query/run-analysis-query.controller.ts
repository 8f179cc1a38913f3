import { Controller, Get, Param } from '@nestjs/common';
import type { RigaRisultato } from '@registro/contracts';
import { Authenticated, CurrentUser, IdPipe, RequiresPermission, messaggio, ok, type AuthenticatedUser } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { COLONNA_RIGHE, PIVOT_RIGHE_DIRETTE } from '../domain/pivot-aggregation';
import type { RunResult } from '../source-databases/sql-dialect';
import { AnalysisQueryRunner } from './analysis-query-runner';

/** The answer of a run: the rows; past the cap the first ones, with a message saying so. */
function righe({ rows, truncated }: RunResult) {
  return truncated
    ? messaggio<RigaRisultato[]>(`La query ha restituito più di ${rows.length} righe: sono mostrate solo le prime ${rows.length}`, rows)
    : ok(rows);
}

/**
 * Run an analysis query (spec 2 §7 "Data analysis", /api/dataanalysisdatabaseinfo): a saved
 * query's SQL, read-only and bounded. The chart and pivot runs are also open to a user whose
 * profile has a dashboard using the query (/dashboard); the editor's check needs `dataanalysis`.
 */
@Controller('dataanalysisdatabaseinfo')
export class RunAnalysisQueryController {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  @Get('eseguigraphicquery/:idQuery')
  @Authenticated()
  async eseguiGraphicQuery(@Param('idQuery', IdPipe) idQuery: number, @CurrentUser() user: AuthenticatedUser) {
    await this.runner.checkAccess(user, idQuery);
    return righe(await this.runner.runQuery(idQuery, 'graphic'));
  }

  /** The pivot's rows; a large result comes aggregated by the database (one row per combination, `N. righe`). */
  @Get('eseguianaliticquery/:idQuery')
  @Authenticated()
  async eseguiAnaliticQuery(@Param('idQuery', IdPipe) idQuery: number, @CurrentUser() user: AuthenticatedUser) {
    await this.runner.checkAccess(user, idQuery);
    const risultato = await this.runner.runPivot(idQuery);
    if (!risultato.aggregated) return righe(risultato);
    return messaggio<RigaRisultato[]>(
      `La query ha più di ${PIVOT_RIGHE_DIRETTE} righe: il database le ha aggregate in ${risultato.rows.length}${risultato.truncated ? ' (le prime)' : ''} combinazioni (somme delle misure, "${COLONNA_RIGHE}" conta le righe)`,
      risultato.rows,
    );
  }

  /** The query check of the editor: the chart's SQL (else the pivot's) of a saved query. */
  @Get('eseguiquery/:id')
  @RequiresPermission(SEZIONE_DATAANALYSIS, 'visualizza')
  async eseguiQuery(@Param('id', IdPipe) id: number) {
    return righe(await this.runner.runQuery(id, 'check'));
  }
}
