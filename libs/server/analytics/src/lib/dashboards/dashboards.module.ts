import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { DashboardService } from './dashboard/dashboard.service';
import { SEZIONE_DATAANALYSIS, STREAM_DASHBOARD, STREAM_DASHBOARD_GRUPPO } from './dashboards.events';
import { dashboardsProjection } from './dashboards.projection';
import { DashboardGruppoService } from './gruppi/dashboard-gruppo.service';
import { DataAnalysisDashboardController } from './http/dataanalysisdashboard.controller';
import { DataAnalysisGruppoDashboardController } from './http/dataanalysisgruppodashboard.controller';
import { ListOwnDashboardsEndpoint, ListOwnDashboardsHandler } from './list-own-dashboards/list-own-dashboards';
import { DashboardsSeeder } from './seed/dashboards-seeder';

/** Dashboards, their assignment to profiles (generic records, history under `dataanalysis`) and the /dashboard view. */
@Module({
  imports: [UseCasesModule, AuditModule],
  // view before the record controller's GET :id
  controllers: [ListOwnDashboardsEndpoint, DataAnalysisDashboardController, DataAnalysisGruppoDashboardController],
  providers: [DashboardService, DashboardGruppoService, ListOwnDashboardsHandler, DashboardsSeeder],
  exports: [DashboardsSeeder],
})
export class DashboardsModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(dashboardsProjection);
    this.history.registerReaders(STREAM_DASHBOARD, [SEZIONE_DATAANALYSIS]);
    this.history.registerReaders(STREAM_DASHBOARD_GRUPPO, [SEZIONE_DATAANALYSIS]);
  }
}
