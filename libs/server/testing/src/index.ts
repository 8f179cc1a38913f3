export * from './lib/test-database';
