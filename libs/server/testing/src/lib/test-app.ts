import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type Redis from 'ioredis';
import { basic } from './auth-headers';
import request from 'supertest';
import {
  loadConfig,
  REDIS,
  RegistroExpressAdapter,
  REGISTRO_CONFIG,
  type RegistroConfig,
} from '@registro/server-platform';
import { createTestDatabase, type TestDatabase } from './test-database';

/*
 * The real API application, loaded only when a test asks for it: tests of the libraries that
 * use createTestDatabase (event store, identity) must not load the whole app.
 */
async function loadApi() {
  const [{ AppModule }, { configureApi }, { DemoSeeder }, spid] =
    await Promise.all([
      import('../../../../../apps/api/src/app/app.module'),
      import('../../../../../apps/api/src/app/configure-api'),
      import('@registro/server-identity'),
      import('@registro/server-spid'),
    ]);
  return { AppModule, configureApi, DemoSeeder, spid };
}

export interface TestApp {
  app: NestExpressApplication;
  /** supertest agent on the app's HTTP server */
  http: ReturnType<typeof request>;
  db: TestDatabase;
  config: RegistroConfig;
  /** signs in through POST /api/token and returns the access token */
  login(username: string, password?: string): Promise<string>;
  /** closes the app, removes its Redis keys and drops its database */
  close(): Promise<void>;
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(
      cursor,
      'MATCH',
      `${prefix}*`,
      'COUNT',
      500,
    );
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * SPID as in development (the development IdP on), with its keys generated once per machine in
 * the temp folder instead of the working directory; the environment still wins.
 */
function configSpidDiTest<T>(
  loadSpidConfig: (env: NodeJS.ProcessEnv) => T,
  config: RegistroConfig,
): T {
  return loadSpidConfig({
    SPID_DATA_DIR: join(tmpdir(), 'registro-spid-test-keys', 'test-app'),
    SPID_IDP_METADATA_DIR: resolve(__dirname, '../../../spid/src/idp-metadata'),
    ...process.env,
    PUBLIC_URL: config.publicUrl,
  });
}

/**
 * The real API (AppModule) on a fresh migrated database with its own Redis key prefix and the
 * demo data seeded. Call close() in afterAll.
 */
export async function createTestApp(): Promise<TestApp> {
  const { AppModule, configureApi, DemoSeeder, spid } = await loadApi();
  const db = await createTestDatabase();
  const config: RegistroConfig = {
    ...loadConfig(),
    databaseUrl: db.url,
    redisPrefix: `registro-test:${randomBytes(6).toString('hex')}:`,
  };
  let app: NestExpressApplication | undefined;
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(REGISTRO_CONFIG)
      .useValue(config)
      .overrideProvider(spid.SPID_CONFIG)
      .useValue(configSpidDiTest(spid.loadSpidConfig, config))
      .compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), {
      bodyParser: false,
      logger: ['error', 'warn'],
    });
    configureApi(app, config);
    await app.init();
    await app.get(DemoSeeder).run();
  } catch (error) {
    await app?.close();
    await db.drop();
    throw error;
  }

  const nestApp = app;
  const http = request(nestApp.getHttpServer());
  return {
    app: nestApp,
    http,
    db,
    config,
    async login(
      username: string,
      password = config.adminPassword,
    ): Promise<string> {
      const res = await request(nestApp.getHttpServer())
        .post('/api/token')
        .set('Authorization', basic(username, password))
        .type('form')
        .send({
          grant_type: 'password',
          client_id: 'registro',
          client_secret: 'registro',
          username,
        });
      if (res.status >= 300 || typeof res.body?.access_token !== 'string') {
        throw new Error(
          `Accesso di ${username} fallito: ${res.status} ${JSON.stringify(res.body)}`,
        );
      }
      return res.body.access_token as string;
    },
    async close(): Promise<void> {
      try {
        const redis = nestApp.get<Redis>(REDIS);
        if (redis.status === 'ready')
          await deleteKeys(redis, config.redisPrefix);
      } finally {
        await nestApp.close();
        await db.drop();
      }
    },
  };
}
