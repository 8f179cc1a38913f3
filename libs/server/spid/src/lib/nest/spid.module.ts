import {
  type DynamicModule,
  type INestApplication,
  Logger,
  Module,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  REDIS,
  REGISTRO_CONFIG,
  type RegistroConfig,
} from '@registro/server-platform';
import {
  developmentIdpHandler,
  createDevelopmentIdp,
  DEVELOPMENT_IDP_PATH,
} from '../../testing/development-idp';
import type { TestIdp } from '../../testing/test-idp';
import { loadSpidConfig, type SpidConfig } from '../config/spid-config';
import { IdpRegistry } from '../idp/idp-registry';
import { SpidService } from '../spid-service';
import {
  RedisSpidRequestStore,
  RedisSpidSessionStore,
} from '../store/redis-spid-stores';
import {
  SPID_REQUEST_STORE,
  type SpidRequestStore,
} from '../store/spid-request-store';
import {
  SPID_SESSION_STORE,
  type SpidSessionStore,
} from '../store/spid-session-store';
import { SpidController } from './spid.controller';
import { SPID_CONFIG, SPID_TEST_IDP } from './spid.tokens';

export interface SpidModuleOptions {
  /** defaults to loadSpidConfig() with PUBLIC_URL from REGISTRO_CONFIG */
  config?: SpidConfig;
}

/**
 * SPID sign-in at /api/spid. Needs REGISTRO_CONFIG and REDIS (PlatformModule) and a global
 * provider of SPID_SIGN_IN (the identity context).
 */
@Module({})
export class SpidModule {
  static forRoot(options: SpidModuleOptions = {}): DynamicModule {
    return {
      module: SpidModule,
      controllers: [SpidController],
      providers: [
        {
          provide: SPID_CONFIG,
          inject: [REGISTRO_CONFIG],
          useFactory: (registro: RegistroConfig) =>
            options.config ??
            loadSpidConfig({ ...process.env, PUBLIC_URL: registro.publicUrl }),
        },
        {
          provide: SPID_TEST_IDP,
          inject: [SPID_CONFIG],
          useFactory: (config: SpidConfig) =>
            config.testIdp ? createDevelopmentIdp(config) : null,
        },
        {
          provide: IdpRegistry,
          inject: [SPID_CONFIG, SPID_TEST_IDP],
          useFactory: (config: SpidConfig, testIdp: TestIdp | null) => {
            const logger = new Logger('Spid');
            const registry = IdpRegistry.fromDir(config.idpMetadataDir, (msg) =>
              logger.warn(msg),
            );
            if (testIdp) registry.add(testIdp.identityProvider());
            return registry;
          },
        },
        {
          provide: SPID_REQUEST_STORE,
          inject: [REDIS, REGISTRO_CONFIG],
          useFactory: (redis: Redis, c: RegistroConfig) =>
            new RedisSpidRequestStore(redis, c.redisPrefix),
        },
        {
          provide: SPID_SESSION_STORE,
          inject: [REDIS, REGISTRO_CONFIG],
          useFactory: (redis: Redis, c: RegistroConfig) =>
            new RedisSpidSessionStore(redis, c.redisPrefix),
        },
        {
          provide: SpidService,
          inject: [
            SPID_CONFIG,
            IdpRegistry,
            SPID_REQUEST_STORE,
            SPID_SESSION_STORE,
          ],
          useFactory: (
            config: SpidConfig,
            idps: IdpRegistry,
            richieste: SpidRequestStore,
            sessioni: SpidSessionStore,
          ) => new SpidService(config, idps, richieste, sessioni),
        },
      ],
      exports: [SpidService, SPID_CONFIG, SPID_TEST_IDP, IdpRegistry],
    };
  }
}

/**
 * Serves the development IdP at /spid-test-idp when SPID_TEST_IDP is on (default outside
 * production). Call after creating the app and BEFORE app.init()/listen(): middleware added
 * after init sits behind Nest's not-found handler. Returns whether it was mounted.
 */
export function mountDevelopmentIdp(app: INestApplication): boolean {
  const idp = app.get<TestIdp | null>(SPID_TEST_IDP, { strict: false });
  if (!idp) return false;
  const config = app.get<SpidConfig>(SPID_CONFIG, { strict: false });
  app.use(
    DEVELOPMENT_IDP_PATH,
    developmentIdpHandler(idp, {
      entityId: config.entityId,
      acsUrl: config.acsUrl,
      sloUrl: config.sloUrl,
      certPem: config.certPem,
    }),
  );
  return true;
}
