import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { MigrationInterface } from 'typeorm';
import type { RegistroConfig } from '../config/registro-config';

export type MigrationClass = new () => MigrationInterface;

/** The DataSource options shared by the API, the worker and the migrate command. */
export function dataSourceOptions(
  config: RegistroConfig,
  migrations: MigrationClass[] = [],
) {
  return {
    type: 'postgres' as const,
    url: config.databaseUrl,
    migrations,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
    extra: {
      max: 20,
      // pg's default closes a connection idle for 10 s, so every burst above the steady need
      // opened new ones: a fork on PostgreSQL and cold catalog caches on the first queries,
      // seen as 100-400 ms stalls in the lists at 200/s. A minute keeps them across bursts.
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: 5000,
      application_name: 'registro',
      // a transaction left open cannot hold back the subscriptions' snapshot forever
      idle_in_transaction_session_timeout: 60_000,
      // a statement goes out without waiting for the previous one's reply, so the unit of work's
      // BEGIN travels with its first statement (inTransaction); awaited queries behave as before
      pipeline: true,
    },
  };
}

export function typeOrmOptions(
  config: RegistroConfig,
  migrations: MigrationClass[],
): TypeOrmModuleOptions {
  return {
    ...dataSourceOptions(config, migrations),
    autoLoadEntities: true,
    retryAttempts: 3,
    retryDelay: 1000,
  };
}
