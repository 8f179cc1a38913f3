export * from './lib/operations.module';
export * from './lib/migrations';
export * from './lib/projections/logs.projection';
export * from './lib/projections/log-entry';
export * from './lib/live/live.module';
export * from './lib/tasks';
export { IntegrazioneService } from './lib/amministrazione/integrazionebusiness/integrazione.service';
