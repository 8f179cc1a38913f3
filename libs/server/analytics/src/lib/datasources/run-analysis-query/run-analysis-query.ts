import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RigaRisultato } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, withMessaggio, type AnswerWithMessaggio, type MessageOf } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { COLONNA_RIGHE, PIVOT_RIGHE_DIRETTE } from '../domain/pivot-aggregation';
import type { RunResult } from '../source-databases/sql-dialect';
import { AnalysisQueryRunner } from './analysis-query-runner';

/**
 * Run an analysis query (spec 2 §7 "Data analysis", /api/dataanalysisdatabaseinfo): a saved
 * query's SQL, read-only and bounded. The chart and pivot runs are also open to a user whose
 * profile has a dashboard using the query (/dashboard), so they are declared for any signed-in user
 * and their handlers check the query (AnalysisQueryRunner.checkAccess); the editor's check needs
 * `dataanalysis`.
 */
export const runGraphicQuery = queryUseCase({ name: 'RunGraphicQuery', method: 'GET', path: 'eseguigraphicquery/:idQuery', access: 'authenticated' });

/** The pivot's rows; a large result comes aggregated by the database (one row per combination, `N. righe`). */
export const runAnaliticQuery = queryUseCase({ name: 'RunAnaliticQuery', method: 'GET', path: 'eseguianaliticquery/:idQuery', access: 'authenticated' });

/** The query check of the editor: the chart's SQL (else the pivot's) of a saved query. */
export const runAnalysisQuery = queryUseCase({ name: 'RunAnalysisQuery', method: 'GET', path: 'eseguiquery/:id', permission: [SEZIONE_DATAANALYSIS, 'visualizza'] });

type Righe = RigaRisultato[] | AnswerWithMessaggio<RigaRisultato[]>;

/** The answer of a run: the rows; past the cap the first ones, with a message saying so. */
function righe({ rows, truncated }: RunResult): Righe {
  return truncated ? withMessaggio(`La query ha restituito più di ${rows.length} righe: sono mostrate solo le prime ${rows.length}`, rows) : rows;
}

@Controller('dataanalysisdatabaseinfo')
export class RunGraphicQueryEndpoint extends UseCaseEndpoint(runGraphicQuery) {}

@Controller('dataanalysisdatabaseinfo')
export class RunAnaliticQueryEndpoint extends UseCaseEndpoint(runAnaliticQuery) {}

@Controller('dataanalysisdatabaseinfo')
export class RunAnalysisQueryEndpoint extends UseCaseEndpoint(runAnalysisQuery) {}

@QueryHandler(runGraphicQuery.message)
export class RunGraphicQueryHandler implements IQueryHandler<MessageOf<typeof runGraphicQuery>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runGraphicQuery>): Promise<Righe> {
    await this.runner.checkAccess(input.user, input.id);
    return righe(await this.runner.runQuery(input.id, 'graphic'));
  }
}

@QueryHandler(runAnaliticQuery.message)
export class RunAnaliticQueryHandler implements IQueryHandler<MessageOf<typeof runAnaliticQuery>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runAnaliticQuery>): Promise<Righe> {
    await this.runner.checkAccess(input.user, input.id);
    const risultato = await this.runner.runPivot(input.id);
    if (!risultato.aggregated) return righe(risultato);
    return withMessaggio(
      `La query ha più di ${PIVOT_RIGHE_DIRETTE} righe: il database le ha aggregate in ${risultato.rows.length}${risultato.truncated ? ' (le prime)' : ''} combinazioni (somme delle misure, "${COLONNA_RIGHE}" conta le righe)`,
      risultato.rows,
    );
  }
}

@QueryHandler(runAnalysisQuery.message)
export class RunAnalysisQueryHandler implements IQueryHandler<MessageOf<typeof runAnalysisQuery>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runAnalysisQuery>): Promise<Righe> {
    return righe(await this.runner.runQuery(input.id, 'check'));
  }
}
