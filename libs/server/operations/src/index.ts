export * from './lib/server-operations';
