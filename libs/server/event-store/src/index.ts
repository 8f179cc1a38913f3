export * from './lib/event-store.types';
export * from './lib/migrations';
