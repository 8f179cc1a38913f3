import { Controller } from '@nestjs/common';
import type { DashboardGruppo } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../dashboards.events';
import { DashboardGruppoDto, DashboardGruppoFiltersDto } from '../gruppi/dashboard-gruppo.dto';
import { DASHBOARD_GRUPPO_EXCEL, DashboardGruppoService } from '../gruppi/dashboard-gruppo.service';

/** /api/dataanalysisgruppodashboard (spec 2 §2.8, §7): the dashboards of each profile, with `dataanalysis`. */
@Controller('dataanalysisgruppodashboard')
export class DataAnalysisGruppoDashboardController extends RecordController<DashboardGruppoDto, DashboardGruppo, DashboardGruppoFiltersDto>({
  sezione: SEZIONE_DATAANALYSIS,
  body: DashboardGruppoDto,
  filters: DashboardGruppoFiltersDto,
  forPage: 50,
  excel: DASHBOARD_GRUPPO_EXCEL,
}) {
  constructor(gruppi: DashboardGruppoService) {
    super(gruppi);
  }
}
