export * from './lib/api-envelope';
export * from './lib/permissions';
export * from './lib/menu';
export * from './lib/identity';
export * from './lib/history';
export * from './lib/languages';
export * from './lib/operations';
