export * from './lib/server-platform';
