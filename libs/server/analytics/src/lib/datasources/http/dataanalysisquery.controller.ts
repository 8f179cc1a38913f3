import { Controller } from '@nestjs/common';
import type { AnalysisQuery } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { AnalysisQueryDto } from '../saved-queries/analysis-query.dto';
import { ANALYSIS_QUERY_EXCEL, AnalysisQueryService } from '../saved-queries/analysis-query.service';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';

/** /api/dataanalysisquery (spec 2 §2.8, §7): the saved analysis queries, 50 per page. */
@Controller('dataanalysisquery')
export class DataAnalysisQueryController extends RecordController<AnalysisQueryDto, AnalysisQuery>({
  sezione: SEZIONE_DATAANALYSIS,
  body: AnalysisQueryDto,
  forPage: 50,
  excel: ANALYSIS_QUERY_EXCEL,
}) {
  constructor(queries: AnalysisQueryService) {
    super(queries);
  }
}
