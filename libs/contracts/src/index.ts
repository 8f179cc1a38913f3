export * from './lib/contracts';
