export * from './lib/test-database';
export * from './lib/test-app';
