export * from './lib/invoicing.module';
export * from './lib/migrations';
export * from './lib/masterdata/seed/invoicing-seeder';
export * from './lib/fatture/seed/fatture-seeder';
export * from './lib/masterdata/numeratori/numeratore-anno';
export * from './lib/masterdata/domain/anno-italia';
export * from './lib/masterdata/istat/istat-import';
export * from './lib/fatture/list-fatture/fatture-list-sql';
export type { FattureFilters } from './lib/fatture/list-fatture/list-fatture.dto';
