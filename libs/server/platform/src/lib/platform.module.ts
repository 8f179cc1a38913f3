import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { PostgresEventStore } from '@registro/server-event-store';
import { AccessGuard } from './auth/access.guard';
import { SessionStrategy } from './auth/session.strategy';
import { RegistroConfigModule } from './config/registro-config.module';
import { REGISTRO_CONFIG, type RegistroConfig } from './config/registro-config';
import { PG_POOL } from './database/database.tokens';
import { eventStoreProvider } from './database/event-store.provider';
import { pgPoolProvider } from './database/pg-pool.provider';
import {
  type MigrationClass,
  typeOrmOptions,
} from './database/typeorm.options';
import { UnitOfWork } from './database/unit-of-work';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { HealthCheck } from './health/health-check';
import { IdempotentCreation } from './idempotency/idempotent-creation';
import { HealthController } from './health/health.controller';
import { TranslationsController } from './i18n/translations.controller';
import { loggerOptions } from './logging/logger.options';
import { Mailer } from './mail/mailer';
import { ExcelController } from './excel/excel.controller';
import { RecordWriter } from './records/record-writer';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { AsyncProjectionsExplorer } from './projections/async-projections';
import { redisProvider, RedisShutdown } from './redis/redis.provider';
import { REDIS } from './redis/redis.tokens';
import { ApiValidationPipe } from './validation/api-validation.pipe';
import { ParametriModule } from './parametri/parametri.module';

export interface PlatformOptions {
  config: RegistroConfig;
  /** allMigrations from @registro/server-schema (passed in: schema depends on the platform) */
  migrations?: MigrationClass[];
  /** where the logs go (default stdout); tests pass a stream to read them */
  logDestination?: DestinationStream;
}

/**
 * The infrastructure every Registro process shares: configuration, database, Redis, event store,
 * logging, metrics, health, and the HTTP conventions (deny-by-default guard, Italian errors and
 * validation).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({
    config,
    migrations = [],
    logDestination,
  }: PlatformOptions): DynamicModule {
    const configurazione = RegistroConfigModule.forRoot(config);
    return {
      module: PlatformModule,
      imports: [
        configurazione,
        LoggerModule.forRoot(loggerOptions(process.env, logDestination)),
        TypeOrmModule.forRootAsync({
          imports: [configurazione],
          inject: [REGISTRO_CONFIG],
          useFactory: (c: RegistroConfig) => typeOrmOptions(c, migrations),
        }),
        DiscoveryModule,
        ParametriModule,
      ],
      controllers: [HealthController, MetricsController, TranslationsController, ExcelController],
      providers: [
        pgPoolProvider,
        redisProvider,
        RedisShutdown,
        UnitOfWork,
        IdempotentCreation,
        eventStoreProvider,
        Metrics,
        HealthCheck,
        AsyncProjectionsExplorer,
        SessionStrategy,
        Mailer,
        RecordWriter,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useClass: ApiValidationPipe },
      ],
      exports: [
        configurazione,
        PG_POOL,
        REDIS,
        UnitOfWork,
        IdempotentCreation,
        PostgresEventStore,
        Metrics,
        HealthCheck,
        AsyncProjectionsExplorer,
        ParametriModule,
        Mailer,
        RecordWriter,
      ],
    };
  }
}
