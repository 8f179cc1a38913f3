export * from './lib/invoicing.module';
export * from './lib/migrations';
export * from './lib/masterdata/seed/invoicing-seeder';
export * from './lib/fatture/seed/fatture-seeder';
