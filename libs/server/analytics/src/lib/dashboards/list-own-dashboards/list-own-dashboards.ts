import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Dashboard, Lista } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { DashboardService } from '../dashboard/dashboard.service';

/**
 * GET /api/dataanalysisdashboard/view (spec 1 /dashboard): any signed-in user reads the dashboards
 * assigned to their own group, `{ list, recordsNumber }`. Listed in the module before the record
 * controller, whose `GET :id` would otherwise take `view`.
 */
export const listOwnDashboards = queryUseCase({ name: 'ListOwnDashboards', method: 'GET', path: 'view', access: 'authenticated' });

@Controller('dataanalysisdashboard')
export class ListOwnDashboardsEndpoint extends UseCaseEndpoint(listOwnDashboards) {}

@QueryHandler(listOwnDashboards.message)
export class ListOwnDashboardsHandler implements IQueryHandler<MessageOf<typeof listOwnDashboards>, Lista<Dashboard>> {
  constructor(private readonly dashboards: DashboardService) {}

  async execute({ input }: MessageOf<typeof listOwnDashboards>): Promise<Lista<Dashboard>> {
    const list = input.user ? await this.dashboards.ofGruppo(input.user.gruppoNome) : [];
    return { list, recordsNumber: list.length };
  }
}
