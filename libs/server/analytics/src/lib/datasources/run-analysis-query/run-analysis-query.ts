import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RigaRisultato } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, withMessaggio, type AnswerWithMessaggio, type MessageOf } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { COLONNA_RIGHE, PIVOT_RIGHE_DIRETTE } from '../domain/pivot-aggregation';
import type { RunResult } from '../source-databases/sql-dialect';
import { AnalysisQueryRunner } from './analysis-query-runner';
import { RunAnalysisSqlDto } from './run-analysis-query.dto';

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

/**
 * The editor's "Esegui query" on the SQL on screen, saved or not: the same read-only, one-statement,
 * bounded run as a saved query's. Only who may write queries may run a text of their own.
 */
export const runAnalysisSql = queryUseCase({
  name: 'RunAnalysisSql',
  method: 'POST',
  path: 'eseguiquery',
  status: 200,
  body: RunAnalysisSqlDto,
  permission: [SEZIONE_DATAANALYSIS, 'modifica'],
});
/** The editor's "Esegui analitica" on the pivot's SQL on screen: the pivot's rows, aggregated when large. */
export const runAnaliticSql = queryUseCase({
  name: 'RunAnaliticSql',
  method: 'POST',
  path: 'eseguianaliticquery',
  status: 200,
  body: RunAnalysisSqlDto,
  permission: [SEZIONE_DATAANALYSIS, 'modifica'],
});

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

@Controller('dataanalysisdatabaseinfo')
export class RunAnalysisSqlEndpoint extends UseCaseEndpoint(runAnalysisSql) {}

@Controller('dataanalysisdatabaseinfo')
export class RunAnaliticSqlEndpoint extends UseCaseEndpoint(runAnaliticSql) {}

/** The pivot's answer: the rows, or their aggregation by the database with a message saying so. */
function righePivot(risultato: RunResult & { aggregated: boolean }): Righe {
  if (!risultato.aggregated) return righe(risultato);
  return withMessaggio(
    `La query ha più di ${PIVOT_RIGHE_DIRETTE} righe: il database le ha aggregate in ${risultato.rows.length}${risultato.truncated ? ' (le prime)' : ''} combinazioni (somme delle misure, "${COLONNA_RIGHE}" conta le righe)`,
    risultato.rows,
  );
}

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
    return righePivot(await this.runner.runPivot(input.id));
  }
}

@QueryHandler(runAnalysisQuery.message)
export class RunAnalysisQueryHandler implements IQueryHandler<MessageOf<typeof runAnalysisQuery>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runAnalysisQuery>): Promise<Righe> {
    return righe(await this.runner.runQuery(input.id, 'check'));
  }
}

@QueryHandler(runAnalysisSql.message)
export class RunAnalysisSqlHandler implements IQueryHandler<MessageOf<typeof runAnalysisSql>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runAnalysisSql>): Promise<Righe> {
    return righe(await this.runner.runText(input.body.idDatasource, input.body.sql));
  }
}

@QueryHandler(runAnaliticSql.message)
export class RunAnaliticSqlHandler implements IQueryHandler<MessageOf<typeof runAnaliticSql>, Righe> {
  constructor(private readonly runner: AnalysisQueryRunner) {}

  async execute({ input }: MessageOf<typeof runAnaliticSql>): Promise<Righe> {
    return righePivot(await this.runner.runPivotText(input.body.idDatasource, input.body.sql));
  }
}
