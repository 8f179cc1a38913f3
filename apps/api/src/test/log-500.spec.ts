import { Controller, Get, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import request from 'supertest';
import {
  configureHttp,
  loadConfig,
  PlatformModule,
  Public,
  RegistroExpressAdapter,
} from '@registro/server-platform';
import { allMigrations } from '@registro/server-schema';
import {
  createTestDatabase,
  type TestDatabase,
} from '@registro/server-testing';

@Controller('guasto')
class GuastoController {
  @Public()
  @Get()
  guasto() {
    throw new Error('guasto interno');
  }
}

@Module({ controllers: [GuastoController] })
class GuastoModule {}

describe('an unexpected error', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  const righe: string[] = [];
  const destinazione = { write: (riga: string) => void righe.push(riga) };

  beforeAll(async () => {
    process.env['LOG_LEVEL'] = 'error';
    db = await createTestDatabase();
    const moduleRef = await Test.createTestingModule({
      imports: [
        PlatformModule.forRoot({
          config: { ...loadConfig(), databaseUrl: db.url },
          migrations: allMigrations,
          logDestination: destinazione,
        }),
        GuastoModule,
      ],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), {
      bodyParser: false,
      bufferLogs: true,
    });
    app.useLogger(app.get(Logger));
    configureHttp(app);
    await app.init();
  });

  afterAll(async () => {
    delete process.env['LOG_LEVEL'];
    await app?.close();
    await db?.drop();
  });

  it('is logged with the correlation id the client received, and its stack', async () => {
    const res = await request(app.getHttpServer()).get(
      '/api/guasto?authToken=segreto',
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(res.status).toBe(500);
    const id = res.body.correlationId as string;
    const riga = righe.find((r) => r.includes('Errore non gestito'));
    expect(riga).toBeDefined();
    const log = JSON.parse(riga as string);
    expect(log.correlationId).toBe(id);
    expect(log.err.stack).toContain('guasto interno');
    expect(riga).not.toContain('segreto');
  });
});
