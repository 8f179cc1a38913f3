import { Module } from '@nestjs/common';
import { AnalyticsSeeder } from './analytics-seeder';
import { DashboardsModule } from './dashboards/dashboards.module';
import { DataSourcesModule } from './datasources/datasources.module';

/** Data analysis (spec 2 §2.8): data sources, queries, tables, ICD-IX (datasources/) and dashboards (dashboards/). */
@Module({
  imports: [DataSourcesModule, DashboardsModule],
  providers: [AnalyticsSeeder],
  exports: [AnalyticsSeeder],
})
export class AnalyticsModule {}
