export * from './lib/server-identity';
