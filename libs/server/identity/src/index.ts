export * from './lib/identity.module';
export * from './lib/migrations';
