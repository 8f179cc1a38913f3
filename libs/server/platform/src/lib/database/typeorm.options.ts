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
      connectionTimeoutMillis: 5000,
      application_name: 'registro',
      // a transaction left open cannot hold back the subscriptions' snapshot forever
      idle_in_transaction_session_timeout: 60_000,
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
