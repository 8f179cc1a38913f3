import { Module } from '@nestjs/common';
import { DashboardsSeeder } from './seed/dashboards-seeder';

@Module({
  providers: [DashboardsSeeder],
  exports: [DashboardsSeeder],
})
export class DashboardsModule {}
