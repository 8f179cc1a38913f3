export * from './lib/audit.module';
