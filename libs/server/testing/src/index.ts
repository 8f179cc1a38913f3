export * from './lib/test-database';
export * from './lib/test-app';
export * from './lib/auth-headers';
export * from './lib/excel-download';
export * from './lib/login-with';
export * from './lib/operation-access';
export * from './hostile';
export * from './processes';
