export * from './lib/server-event-store';
