export * from './lib/analytics.module';
export * from './lib/migrations';
export * from './lib/analytics-seeder';
