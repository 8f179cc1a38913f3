import { Controller } from '@nestjs/common';
import type { AnalysisTable } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { AnalysisTableDto } from '../tables/analysis-table.dto';
import { ANALYSIS_TABLE_EXCEL, AnalysisTableService } from '../tables/analysis-table.service';

/** /api/dataanalysistables (spec 2 §2.8, §7): the tables catalogue, 50 per page. */
@Controller('dataanalysistables')
export class DataAnalysisTablesController extends RecordController<AnalysisTableDto, AnalysisTable>({
  sezione: SEZIONE_DATAANALYSIS,
  body: AnalysisTableDto,
  forPage: 50,
  excel: ANALYSIS_TABLE_EXCEL,
}) {
  constructor(tables: AnalysisTableService) {
    super(tables);
  }
}
