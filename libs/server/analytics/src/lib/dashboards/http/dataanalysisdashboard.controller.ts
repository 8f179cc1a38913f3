import { Controller, Get, Param } from '@nestjs/common';
import type { Dashboard } from '@registro/contracts';
import {
  Authenticated,
  CurrentUser,
  ForbiddenError,
  IdPipe,
  RecordController,
  grantsPermission,
  lista,
  ok,
  permissionDenied,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../dashboards.events';
import { DashboardDto, DashboardFiltersDto } from '../dashboard/dashboard.dto';
import { DASHBOARD_EXCEL, DashboardService } from '../dashboard/dashboard.service';

const LETTURA = { sezione: SEZIONE_DATAANALYSIS, permesso: 'visualizza' } as const;

/**
 * /api/dataanalysisdashboard (spec 2 §2.8, §7): the dashboards with `dataanalysis`; `view` (spec 1
 * /dashboard) answers any signed-in user the dashboards of their own group, and `GET /:id` also
 * opens one of those to its group (the details page reached from /dashboard).
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

  @Get('view')
  @Authenticated()
  async view(@CurrentUser() user: AuthenticatedUser) {
    return lista(await this.dashboards.ofGruppo(user.gruppoNome));
  }

  @Get(':id')
  @Authenticated()
  override async get(@Param('id', IdPipe) id: number, @CurrentUser() user?: AuthenticatedUser) {
    const legge = grantsPermission(user?.permessi, LETTURA);
    if (!legge && !(user && (await this.dashboards.isAssignedTo(id, user.gruppoNome)))) throw new ForbiddenError(permissionDenied(LETTURA));
    return ok(await this.dashboards.get(id));
  }
}
