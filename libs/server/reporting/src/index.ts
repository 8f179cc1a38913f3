export * from './lib/reporting.module';
export * from './lib/migrations';
export * from './lib/template-catalog/template-catalog';
export * from './lib/template-catalog/built-in-templates-folder';
export * from './lib/print';
export * from './lib/printserver';
export { DevelopmentCertificateSeeder, CN_CERTIFICATO_SVILUPPO } from './lib/documenti/firma/development-certificate';
export { DemoRefertiSeeder, REFERTI_DEMO } from './lib/documenti/seed/demo-referti-seeder';
