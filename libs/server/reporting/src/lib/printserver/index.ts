export * from './printserver.module';
export * from './printserver.events';
export * from './seed/printserver-seeder';
export * from './template-catalog/db-template-catalog';
