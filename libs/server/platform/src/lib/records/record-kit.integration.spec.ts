import { Controller, Get, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Pool } from 'pg';
import request from 'supertest';
import type { Lista } from '@registro/contracts';
import { PostgresEventStore, numericIdOfStream, type EventMetadata, type Projection, type RecordEvent } from '@registro/server-event-store';
import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { RequiresPermission } from '../auth/access.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.port';
import { loadConfig } from '../config/registro-config';
import { configureHttp } from '../configure-http';
import { RegistroExpressAdapter } from '../http/express-adapter';
import { PG_POOL } from '../database/database.tokens';
import { column } from '../excel/excel-columns';
import { allRows, pagedRows, type ListSql } from '../http/list-sql';
import { PagedQueryDto, TextFilter, containsPattern } from '../http/paged-query.dto';
import type { PageRequest } from '../http/paging';
import { PlatformModule } from '../platform.module';
import { RecordController, type RecordService } from './record-controller';
import type { RecordResource } from './record-resource';
import { RecordWriter } from './record-writer';

/** A resource made of nothing but the kit: what a new master-data resource looks like. */
class MarcaDto {
  @IsString() @MaxLength(50) descrizione!: string;
  @IsOptional() @IsBoolean() attivo?: boolean;
}
class FiltriMarche extends PagedQueryDto {
  @TextFilter('descrizione') descrizione?: string;
}
interface Marca {
  id: number;
  descrizione: string;
  attivo: boolean;
}

const MARCHE: RecordResource = {
  sezione: 'marche',
  idSequence: 'prova_marche_id_seq',
  notFound: 'Marca non trovata',
  duplicate: 'Esiste già una marca con questa descrizione',
  duplicateConstraint: 'prova_marche_descrizione_key',
};

const marcheProjection: Projection<RecordEvent<MarcaDto>> = {
  name: 'prova_marche',
  eventTypes: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],
  async apply(tx, events) {
    for (const e of events) {
      const id = numericIdOfStream(e.streamId);
      if (e.type === 'RecordCreated')
        await tx.query(`INSERT INTO prova_marche (id, descrizione, attivo) VALUES ($1, $2, $3)`, [id, e.data.values.descrizione, e.data.values.attivo ?? true]);
      else if (e.type === 'RecordUpdated')
        await tx.query(`UPDATE prova_marche SET descrizione = coalesce($2, descrizione), attivo = coalesce($3, attivo) WHERE id = $1`, [
          id,
          e.data.changes.descrizione?.dopo ?? null,
          e.data.changes.attivo?.dopo ?? null,
        ]);
      else if (e.type === 'RecordDeleted') await tx.query(`DELETE FROM prova_marche WHERE id = $1`, [id]);
    }
  },
  reset: (tx) => tx.query('TRUNCATE prova_marche').then(() => undefined),
};

@Injectable()
class Marche implements RecordService<MarcaDto, Marca, FiltriMarche> {
  constructor(
    private readonly writer: RecordWriter,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  private sql(f: FiltriMarche): ListSql {
    return { select: 'id, descrizione, attivo', from: 'FROM prova_marche WHERE ($1::text IS NULL OR descrizione ILIKE $1)', params: [containsPattern(f.descrizione)], orderBy: 'descrizione, id' };
  }
  list(f: FiltriMarche, page: PageRequest): Promise<Lista<Marca>> {
    return pagedRows<Marca>(this.pool, this.sql(f), page);
  }
  rows(f: FiltriMarche): AsyncIterable<Marca> {
    return allRows<Marca>(this.pool, this.sql(f));
  }
  async get(id: number): Promise<Marca> {
    const { values } = await this.writer.current<MarcaDto>(MARCHE, id);
    return { id, descrizione: values.descrizione, attivo: values.attivo ?? true };
  }
  create(body: MarcaDto, metadata: EventMetadata): Promise<number> {
    return this.writer.create(MARCHE, { descrizione: body.descrizione.trim(), attivo: body.attivo ?? true }, metadata);
  }
  async update(id: number, body: MarcaDto, metadata: EventMetadata): Promise<void> {
    await this.writer.update<MarcaDto>(MARCHE, id, { descrizione: body.descrizione.trim(), attivo: body.attivo }, metadata);
  }
  delete(id: number, metadata: EventMetadata): Promise<void> {
    return this.writer.delete(MARCHE, id, metadata);
  }
}

@Controller('marche')
class MarcheController extends RecordController<MarcaDto, Marca, FiltriMarche>({
  sezione: 'marche',
  body: MarcaDto,
  filters: FiltriMarche,
  forPage: 2,
  excel: { fileName: 'Marche_', columns: [column('Id', 'id', 'integer'), column('Descrizione', 'descrizione')] },
}) {
  constructor(marche: Marche) {
    super(marche);
  }

  /** a route of the subclass, matched before :id */
  @Get('conteggio')
  @RequiresPermission('marche', 'visualizza')
  conteggio() {
    return { data: 'conteggio' };
  }
}

/** Tokens are the names of fixed callers: "lettore" may only read, "editore" may do everything. */
const PERMESSI: Record<string, string[]> = { lettore: ['visualizza'], editore: ['visualizza', 'modifica', 'elimina'] };
const resolver: SessionResolver = {
  async resolve(token) {
    const permessi = PERMESSI[token];
    if (!permessi) return null;
    return {
      userId: 1,
      username: token,
      gruppoId: 1,
      gruppoNome: 'prova',
      sessionType: 'A',
      sessionId: token,
      permessi: [{ id: 'marche', permessi: permessi.map((p) => ({ permesso: p as 'visualizza', attivo: true })) }],
    } satisfies AuthenticatedUser;
  },
};

@Module({ controllers: [MarcheController], providers: [Marche, { provide: SESSION_RESOLVER, useValue: resolver }] })
class MarcheModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}
  onModuleInit() {
    this.store.registerInlineProjection(marcheProjection);
  }
}

describe('the record kit (RecordController, RecordWriter, ListSql, Excel) on a resource made of nothing else', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  const come = (chi: string) => ({ Authorization: `Bearer ${chi}` });

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE SEQUENCE prova_marche_id_seq; CREATE TABLE prova_marche (id int PRIMARY KEY, descrizione text NOT NULL CONSTRAINT prova_marche_descrizione_key UNIQUE, attivo boolean NOT NULL)`);
    const config = { ...loadConfig(), databaseUrl: db.url, redisPrefix: `registro-test:${randomBytes(6).toString('hex')}:` };
    const moduleRef = await Test.createTestingModule({ imports: [PlatformModule.forRoot({ config }), MarcheModule] }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), { bodyParser: false, logger: ['error'] });
    configureHttp(app);
    await app.init();
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('creates, reads, lists with paging and filters, updates and deletes, each with its permission', async () => {
    const creata = await http.post('/api/marche').set(come('editore')).send({ descrizione: ' Acme ' });
    expect(creata.status).toBe(201);
    expect(creata.body).toEqual({ messaggio: 'Salvataggio avvenuto con successo', data: { id: 1, descrizione: 'Acme', attivo: true } });
    for (const d of ['Beta', 'Gamma']) await http.post('/api/marche').set(come('editore')).send({ descrizione: d }).expect(201);

    const pagina = await http.get('/api/marche').set(come('lettore')).expect(200);
    expect(pagina.body.data).toEqual({ list: [expect.objectContaining({ descrizione: 'Acme' }), expect.objectContaining({ descrizione: 'Beta' })], recordsNumber: 3 });
    const filtrata = await http.get('/api/marche?descrizione=amm&page=0&forPage=10').set(come('lettore')).expect(200);
    expect(filtrata.body.data.list.map((m: Marca) => m.descrizione)).toEqual(['Gamma']);

    await http.put('/api/marche/2').set(come('editore')).send({ descrizione: 'Beta2', attivo: false }).expect(200);
    expect((await http.get('/api/marche/2').set(come('lettore'))).body.data).toEqual({ id: 2, descrizione: 'Beta2', attivo: false });
    const eventi = await new PostgresEventStore(db.pool).readStream('marche-2');
    expect(eventi.map((e) => e.type)).toEqual(['RecordCreated', 'RecordUpdated']);
    expect(eventi[1].data).toEqual({ changes: { descrizione: { prima: 'Beta', dopo: 'Beta2' }, attivo: { prima: true, dopo: false } } });

    expect((await http.delete('/api/marche/3').set(come('editore'))).body).toEqual({ messaggio: 'Eliminazione avvenuta con successo', data: { id: 3 } });
    expect((await http.get('/api/marche/3').set(come('lettore'))).status).toBe(404);
    expect((await http.delete('/api/marche/3').set(come('editore'))).body).toEqual({ messaggio: 'Marca non trovata' });
  });

  it('answers 403 without the permission, 401 without a session, 400 for a bad id or body, 409 for a duplicate', async () => {
    expect((await http.post('/api/marche').set(come('lettore')).send({ descrizione: 'X' })).status).toBe(403);
    expect((await http.delete('/api/marche/1').set(come('lettore'))).status).toBe(403);
    expect((await http.get('/api/marche')).status).toBe(401);
    expect((await http.get('/api/marche/abc').set(come('lettore'))).body).toEqual({ messaggio: 'Id non valido' });
    const senzaDescrizione = await http.post('/api/marche').set(come('editore')).send({ attivo: 'sì' });
    expect(senzaDescrizione.status).toBe(400);
    expect(senzaDescrizione.body.messaggio).toContain('descrizione');
    const doppia = await http.post('/api/marche').set(come('editore')).send({ descrizione: 'Acme' });
    expect(doppia.status).toBe(409);
    expect(doppia.body).toEqual({ messaggio: 'Esiste già una marca con questa descrizione' });
    expect(await db.pool.query(`SELECT 1 FROM events WHERE stream_id = 'marche-4'`)).toMatchObject({ rowCount: 0 });
  });

  it('matches the subclass routes before :id', async () => {
    expect((await http.get('/api/marche/conteggio').set(come('lettore'))).body).toEqual({ data: 'conteggio' });
  });

  it('exports every filtered row to Excel, not only the page on screen', async () => {
    const res = await http
      .post('/api/marche/excel?descrizione=a')
      .set(come('lettore'))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Marche_\d\d-\d\d-\d{4}\.xlsx"/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.body as ArrayBuffer);
    const righe = libro.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(righe).toEqual([['Id', 'Descrizione'], [1, 'Acme'], [2, 'Beta2']]);
    expect((await http.post('/api/marche/excel')).status).toBe(401);
  });
});
