export * from './parametri.module';
export * from './parametri-configurazione';
export * from './parametri.events';
export * from './parametri.projection';
export * from './sezioni-permesso';
export * from './sezioni.projection';
export * from './migrations/parametri-1764400000000';
