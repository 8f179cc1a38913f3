import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Body, Controller, Get, Inject, Module, Param, Post, Query } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { IsInt, IsNotEmpty, IsOptional, IsString, Min } from 'class-validator';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import request from 'supertest';
import { ConcurrencyError } from '@registro/server-event-store';
import {
  configureHttp,
  ConflictError,
  IdPipe,
  NotFoundError,
  BadRequestError,
  lista,
  loadConfig,
  messaggio,
  ok,
  paging,
  PG_POOL,
  PlatformModule,
  Public,
  REDIS,
  RegistroExpressAdapter,
} from '@registro/server-platform';
import { allMigrations } from '@registro/server-schema';
import {
  createTestDatabase,
  type TestDatabase,
} from '@registro/server-testing';

class NuovoUtenteDto {
  @IsString()
  @IsNotEmpty()
  username!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  eta?: number;
}

class FiltroDto {
  @IsOptional()
  @IsInt()
  page?: number;
}

/** Handlers that exist only in this test, to see the conventions from the outside. */
@Controller('prova')
class ProvaController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('senza-decoratore')
  senzaDecoratore() {
    return ok('mai');
  }

  @Public()
  @Get('ok')
  ok() {
    return ok({ a: 1 });
  }

  @Public()
  @Get('lista')
  lista(@Query() query: Record<string, unknown>) {
    const { forPage } = paging(query);
    return lista([1, 2, 3].slice(0, forPage), 3);
  }

  @Public()
  @Get('messaggio')
  messaggio() {
    return messaggio('Salvataggio eseguito', { id: 7 });
  }

  @Public()
  @Get('errori')
  errori() {
    throw new BadRequestError(['Primo errore', 'Secondo errore']);
  }

  @Public()
  @Get('non-trovato')
  nonTrovato() {
    throw new NotFoundError();
  }

  @Public()
  @Get('conflitto')
  conflitto() {
    throw new ConflictError('Codice già usato');
  }

  @Public()
  @Get('concorrenza')
  concorrenza() {
    throw new ConcurrencyError('users-1', 3);
  }

  @Public()
  @Get('imprevisto')
  imprevisto() {
    throw new Error('dettaglio interno che il client non deve vedere');
  }

  @Public()
  @Post('utenti')
  crea(@Body() dto: NuovoUtenteDto) {
    return ok(dto);
  }

  @Public()
  @Get('valori')
  async valori(@Query('testo') testo: string, @Query('json') json: string, @Query('numero') numero: string) {
    const { rows } = await this.pool.query('SELECT $1::text AS testo, $2::jsonb AS json, $3::int AS numero', [testo, json, numero]);
    return ok(rows[0]);
  }

  @Public()
  @Get('record/:id')
  record(@Param('id', IdPipe) id: number) {
    return ok(id);
  }

  @Public()
  @Get('filtro')
  filtro(@Query() filtro: FiltroDto) {
    return ok(filtro);
  }
}

@Module({ controllers: [ProvaController] })
class ProvaModule {}

describe('convenzioni della piattaforma', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = { ...loadConfig(), databaseUrl: db.url };
    const moduleRef = await Test.createTestingModule({
      imports: [
        PlatformModule.forRoot({ config, migrations: allMigrations }),
        ProvaModule,
      ],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), {
      bodyParser: false,
      logger: false,
    });
    configureHttp(app);
    await app.init();
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('denies a handler that declares no access rule', async () => {
    const res = await http.get('/api/prova/senza-decoratore');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ messaggio: 'Accesso negato' });
  });

  it('wraps answers in data, lists in list/recordsNumber, messages in messaggio', async () => {
    expect((await http.get('/api/prova/ok')).body).toEqual({ data: { a: 1 } });
    expect((await http.get('/api/prova/lista?forPage=2')).body).toEqual({
      data: { list: [1, 2], recordsNumber: 3 },
    });
    expect((await http.get('/api/prova/messaggio')).body).toEqual({
      messaggio: 'Salvataggio eseguito',
      data: { id: 7 },
    });
  });

  it('answers errors as { messaggio } joined by # with the right status', async () => {
    const errori = await http.get('/api/prova/errori');
    expect(errori.status).toBe(400);
    expect(errori.body).toEqual({ messaggio: 'Primo errore#Secondo errore#' });
    const nonTrovato = await http.get('/api/prova/non-trovato');
    expect([nonTrovato.status, nonTrovato.body.messaggio]).toEqual([
      404,
      'Risorsa non trovata',
    ]);
    const conflitto = await http.get('/api/prova/conflitto');
    expect([conflitto.status, conflitto.body.messaggio]).toEqual([
      409,
      'Codice già usato',
    ]);
  });

  it('maps a concurrency conflict of the event store to 409', async () => {
    const res = await http.get('/api/prova/concorrenza');
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe(
      'Il record è stato modificato da un altro utente: ricaricare e riprovare',
    );
  });

  it('hides unexpected errors behind a 500 with the correlation id', async () => {
    const res = await http
      .get('/api/prova/imprevisto')
      .set('x-correlation-id', 'prova-500');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      messaggio: 'Errore interno del server',
      correlationId: 'prova-500',
    });
    expect(res.headers['x-correlation-id']).toBe('prova-500');
  });

  it('gives every request a correlation id', async () => {
    const res = await http.get('/api/prova/ok');
    expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with 404 Risorsa non trovata', async () => {
    const res = await http.get('/api/non-esiste');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ messaggio: 'Risorsa non trovata' });
  });

  it('validates bodies with Italian messages', async () => {
    const vuoto = await http.post('/api/prova/utenti').send({});
    expect(vuoto.status).toBe(400);
    expect(vuoto.body.messaggio).toBe('Il campo username è obbligatorio#');

    const sbagliato = await http
      .post('/api/prova/utenti')
      .send({ username: 'mario', eta: 'tanti', extra: 1 });
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain(
      'Il campo eta deve essere un numero intero#',
    );
    expect(sbagliato.body.messaggio).toContain(
      'Il campo extra non è consentito#',
    );

    const giusto = await http
      .post('/api/prova/utenti')
      .send({ username: 'mario', eta: 40 });
    expect(giusto.status).toBe(201);
    expect(giusto.body).toEqual({ data: { username: 'mario', eta: 40 } });
  });

  it('answers 400 to a value PostgreSQL refuses: NUL in text or jsonb, a number out of range or format', async () => {
    const valori = (q: Record<string, string>) => http.get('/api/prova/valori').query({ testo: 'a', json: '"b"', numero: '1', ...q });
    expect((await valori({})).body).toEqual({ data: { testo: 'a', json: 'b', numero: 1 } });
    const nul = { status: 400, body: { messaggio: 'Il testo contiene caratteri non ammessi (il carattere NUL)' } };
    const fuori = { status: 400, body: { messaggio: "Un valore della richiesta è fuori dall'intervallo ammesso o non è nel formato atteso" } };
    for (const [query, atteso] of [
      [{ testo: 'a\u0000b' }, nul],
      [{ json: '"\\u0000"' }, nul],
      [{ numero: '2147483648' }, fuori],
      [{ numero: '1e+308' }, fuori],
    ] as const) {
      const res = await valori(query);
      expect({ status: res.status, body: res.body }).toEqual(atteso);
    }
  });

  it('reads a path id as digits only: no hexadecimal, exponent or sign', async () => {
    expect((await http.get('/api/prova/record/7')).body).toEqual({ data: 7 });
    for (const id of ['0x7', '7e0', '%2B7', '7.0', '-7'])
      expect((await http.get(`/api/prova/record/${id}`)).body).toEqual({ messaggio: 'Id non valido' });
  });

  it('converts query parameters and accepts authToken on any route', async () => {
    const res = await http.get('/api/prova/filtro?page=2&authToken=abc');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { page: 2 } });
    const sbagliato = await http.get('/api/prova/filtro?page=abc');
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toBe(
      'Il campo page deve essere un numero intero#',
    );
  });

  it('rejects malformed, oversized and too deeply nested bodies with 4xx', async () => {
    const malformato = await http
      .post('/api/prova/utenti')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(malformato.status).toBe(400);
    expect(malformato.body).toEqual({
      messaggio: 'Il corpo della richiesta non è un JSON valido',
    });

    const enorme = await http
      .post('/api/prova/utenti')
      .send({ username: 'x'.repeat(2 * 1024 * 1024) });
    expect(enorme.status).toBe(413);
    expect(enorme.body).toEqual({
      messaggio: 'Il corpo della richiesta è troppo grande',
    });

    const profondo = await http
      .post('/api/prova/utenti')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(profondo.status).toBe(400);
    expect(profondo.body.messaggio).toBe(
      'Il corpo della richiesta è annidato troppo in profondità',
    );
  });

  it('answers 400 to an object where a text is expected, whose toString is not a function', async () => {
    const res = await http.post('/api/prova/utenti').set('Content-Type', 'application/json').send('{"username":{"toString":null}}');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { messaggio: 'Richiesta non valida: un campo contiene un oggetto al posto di un testo o di un numero' } });
  });

  it('reads a lone surrogate in a JSON body as U+FFFD, in values and keys', async () => {
    const res = await http.post('/api/prova/utenti').set('Content-Type', 'application/json').send('{"username":"a\\ud800b"}');
    expect(res.body).toEqual({ data: { username: 'a\ufffdb' } });
    const chiave = await http.post('/api/prova/utenti').set('Content-Type', 'application/json').send('{"username":"a","\\udfff":1}');
    expect(chiave.body).toEqual({ messaggio: 'Il campo \ufffd non è consentito#' });
  });

  it('answers the requests the HTTP parser refuses (headers or URL beyond 16 KB) with a messaggio', async () => {
    const res = await http.get(`/api/prova/ok?x=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ messaggio: 'Intestazioni o indirizzo della richiesta troppo lunghi' });
  });

  it('pages within bounds', () => {
    expect(paging({ page: '2', forPage: '20' })).toEqual({
      page: 2,
      forPage: 20,
      offset: 40,
    });
    expect(paging({ page: '-1', forPage: 'abc' })).toEqual({
      page: 0,
      forPage: 10,
      offset: 0,
    });
    expect(paging({ forPage: '100000000' }).forPage).toBe(1000);
    expect(paging({ page: '1e21', forPage: '1000' })).toEqual({ page: 1e9, forPage: 1000, offset: 1e12 });
    expect(paging({ page: ['3', '4'], forPage: '0' })).toEqual({
      page: 3,
      forPage: 1,
      offset: 3,
    });
  });

  it('serves the OpenAPI document and Prometheus metrics', async () => {
    const docs = await http.get('/api/docs-json');
    expect(docs.status).toBe(200);
    expect(docs.body.paths).toHaveProperty('/api/health');
    expect((await http.get('/api/docs')).status).toBe(200);

    const metrics = await http.get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
    expect(metrics.text).toContain('route="/api/prova/ok"');
    expect(metrics.text).toContain('process_cpu_user_seconds_total');
  });

  it('serves translations, Italian for an unknown language', async () => {
    const file = (lingua: string) =>
      JSON.parse(
        readFileSync(
          join(
            __dirname,
            '../../../../libs/contracts/src/i18n',
            `${lingua}.json`,
          ),
          'utf8',
        ),
      );
    const en = await http.get('/api/traduora?language=en');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ data: file('en') });
    const sconosciuta = await http.get('/api/traduora?language=xx');
    expect(sconosciuta.body).toEqual({ data: file('it') });
    expect(Object.keys(sconosciuta.body.data).length).toBeGreaterThan(0);
    const ripetuta = await http.get('/api/traduora?language=en&language=hr');
    expect(ripetuta.status).toBe(200);
    expect(ripetuta.body).toEqual({ data: file('it') });
  });

  it('reports health: 200 when both answer, 503 naming Redis or the database when down', async () => {
    const sano = await http.get('/api/health');
    expect(sano.status).toBe(200);
    expect(sano.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });

    app.get<Redis>(REDIS).disconnect();
    const senzaRedis = await http.get('/api/health');
    expect(senzaRedis.status).toBe(503);
    expect(senzaRedis.body).toMatchObject({
      status: 'error',
      database: 'up',
      redis: 'down',
    });

    // the database goes away under the running app
    await db.drop();
    const senzaDatabase = await http.get('/api/health');
    expect(senzaDatabase.status).toBe(503);
    expect(senzaDatabase.body).toMatchObject({
      status: 'error',
      database: 'down',
    });
    expect(senzaDatabase.body.messaggio).toContain('database');
  });
});
