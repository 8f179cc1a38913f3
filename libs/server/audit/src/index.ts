export * from './lib/audit.module';
export * from './lib/history-registry';
export * from './lib/domain/history.types';
export * from './lib/domain/record-events';
export * from './lib/domain/format-value';
export * from './lib/domain/event-sentences';
export * from './lib/domain/record-sentence';
