export * from './lib/auth/authenticated-user';
export * from './lib/auth/session-resolver.port';
export * from './lib/auth/access.decorators';
export * from './lib/database/database.tokens';
