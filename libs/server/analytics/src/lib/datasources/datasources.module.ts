import { Module } from '@nestjs/common';
import { DataSourcesSeeder } from './seed/datasources-seeder';

@Module({
  providers: [DataSourcesSeeder],
  exports: [DataSourcesSeeder],
})
export class DataSourcesModule {}
