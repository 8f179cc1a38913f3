export * from './lib/all-migrations';
