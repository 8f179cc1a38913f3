export * from './lib/commerce.module';
export * from './lib/migrations';
export * from './lib/commerce-seeder';
