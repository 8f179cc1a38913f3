export * from './lib/analytics.module';
export * from './lib/migrations';
export * from './lib/analytics-seeder';
export { Icd9cmImport, defaultIcd9cmFolder } from './lib/datasources/icdix/icd9cm-import';
