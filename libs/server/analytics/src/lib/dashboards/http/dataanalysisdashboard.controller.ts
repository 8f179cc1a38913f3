import { Controller, Get, Param } from '@nestjs/common';
import type { Dashboard } from '@registro/contracts';
import {
  Authenticated,
  CurrentUser,
  IdPipe,
  RecordController,
  grantsPermission,
  ok,
  permissionDenied,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../dashboards.events';
import { DashboardDto, DashboardFiltersDto } from '../dashboard/dashboard.dto';
import { DASHBOARD_EXCEL, DashboardService } from '../dashboard/dashboard.service';

const LETTURA = { sezione: SEZIONE_DATAANALYSIS, permesso: 'visualizza' } as const;

/**
 * /api/dataanalysisdashboard (spec 2 §2.8, §7): the dashboards with `dataanalysis`; `GET /:id` also
 * opens one to the groups it is assigned to (the details page reached from /dashboard, whose list is
 * `view`: list-own-dashboards/). It overrides the record kit's get, so it stays here.
 */
@Controller('dataanalysisdashboard')
export class DataAnalysisDashboardController extends RecordController<DashboardDto, Dashboard, DashboardFiltersDto>({
  sezione: SEZIONE_DATAANALYSIS,
  body: DashboardDto,
  filters: DashboardFiltersDto,
  forPage: 50,
  excel: DASHBOARD_EXCEL,
}) {
  constructor(private readonly dashboards: DashboardService) {
    super(dashboards);
  }

  @Get(':id')
  @Authenticated()
  override async get(@Param('id', IdPipe) id: number, @CurrentUser() user?: AuthenticatedUser) {
    const legge = grantsPermission(user?.permessi, LETTURA);
    if (!legge && !(user && (await this.dashboards.isAssignedTo(id, user.gruppoNome)))) throw permissionDenied(LETTURA, user?.username);
    return ok(await this.dashboards.get(id));
  }
}
