import { Injectable } from '@nestjs/common';
import { DashboardsSeeder } from './dashboards/seed/dashboards-seeder';
import { DataSourcesSeeder } from './datasources/seed/datasources-seeder';

/** The analytics demo data, in dependency order (idempotent). */
@Injectable()
export class AnalyticsSeeder {
  constructor(
    private readonly dataSources: DataSourcesSeeder,
    private readonly dashboards: DashboardsSeeder,
  ) {}

  async run(): Promise<void> {
    await this.dataSources.run();
    await this.dashboards.run();
  }
}
