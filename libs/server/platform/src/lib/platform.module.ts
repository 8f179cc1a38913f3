import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { PostgresEventStore } from '@registro/server-event-store';
import { GuardiaAccesso } from './auth/guardia-accesso';
import { StrategiaSessione } from './auth/strategia-sessione';
import { ConfigurazioneModule } from './config/configurazione.module';
import { REGISTRO_CONFIG, type RegistroConfig } from './config/registro-config';
import { PG_POOL } from './database/database.tokens';
import { eventStoreProvider } from './database/event-store.provider';
import { pgPoolProvider } from './database/pg-pool.provider';
import {
  type MigrationClass,
  typeOrmOptions,
} from './database/typeorm.options';
import { UnitOfWork } from './database/unit-of-work';
import { FiltroEccezioni } from './errors/filtro-eccezioni';
import { ControlloSalute } from './health/controllo-salute';
import { SaluteController } from './health/salute.controller';
import { TraduzioniController } from './i18n/traduzioni.controller';
import { loggerOptions } from './logging/logger.options';
import { Metriche } from './metrics/metriche';
import { MetricheController } from './metrics/metriche.controller';
import { AsyncProjectionsExplorer } from './projections/async-projections';
import { redisProvider, RedisShutdown } from './redis/redis.provider';
import { REDIS } from './redis/redis.tokens';
import { PipeValidazione } from './validation/pipe-validazione';
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
    const configurazione = ConfigurazioneModule.forRoot(config);
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
      controllers: [SaluteController, MetricheController, TraduzioniController],
      providers: [
        pgPoolProvider,
        redisProvider,
        RedisShutdown,
        UnitOfWork,
        eventStoreProvider,
        Metriche,
        ControlloSalute,
        AsyncProjectionsExplorer,
        StrategiaSessione,
        { provide: APP_GUARD, useClass: GuardiaAccesso },
        { provide: APP_FILTER, useClass: FiltroEccezioni },
        { provide: APP_PIPE, useClass: PipeValidazione },
      ],
      exports: [
        configurazione,
        PG_POOL,
        REDIS,
        UnitOfWork,
        PostgresEventStore,
        Metriche,
        ControlloSalute,
        AsyncProjectionsExplorer,
        ParametriModule,
      ],
    };
  }
}
