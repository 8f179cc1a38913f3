import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import request from 'supertest';
import { PostgresEventStore, numericIdOfStream, type Aggregate, type Event, type Projection } from '@registro/server-event-store';
import { createTestDatabase, downloadExcel, type TestDatabase } from '@registro/server-testing';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.port';
import { loadConfig } from '../config/registro-config';
import { configureHttp } from '../configure-http';
import { RegistroExpressAdapter } from '../http/express-adapter';
import { BadRequestError, NotFoundError } from '../errors/http-errors';
import { column, type ExcelSheet } from '../excel/excel-columns';
import { PagedQueryDto, TextFilter, containsPattern } from '../http/paged-query.dto';
import { sortedBy } from '../http/list-sql';
import { PlatformModule } from '../platform.module';
import { UnitOfWork } from '../database/unit-of-work';
import { AggregateUseCases } from './aggregate-use-cases';
import { decider } from './decider';
import { ListEndpoint, listUseCase, type ListDecorator } from './list-use-case';
import { aggregateUseCase, queryUseCase, type MessageOf } from './use-case';
import { UseCaseEndpoint } from './use-case-endpoint';
import { UseCasesModule } from './use-cases.module';

/** An aggregate made of nothing but the kit: what a new use case looks like. */
type NotaEvent = Event<'NotaScritta', { id: number; testo: string; numero: number }> | Event<'NotaCorretta', { testo: string }>;
type NotaState = { id: number; testo: string; numero: number } | null;
const notaAggregate: Aggregate<NotaState, NotaEvent> = {
  streamType: 'provanote',
  initialState: () => null,
  evolve: (state, e) => (e.type === 'NotaScritta' ? { ...e.data } : state && { ...state, testo: e.data.testo }),
};
const scriviNota = decider(notaAggregate, (c: { id: number; testo: string; numero: number }, state: NotaState): NotaEvent[] => {
  if (state) throw new BadRequestError('La nota esiste già');
  return [{ type: 'NotaScritta', data: c }];
});
const correggiNota = decider(notaAggregate, (c: { testo: string; proibito: string }, state: NotaState): NotaEvent[] => {
  if (!state) throw new NotFoundError('Nota non trovata');
  if (c.testo === c.proibito) throw new BadRequestError('Testo proibito');
  return state.testo === c.testo ? [] : [{ type: 'NotaCorretta', data: { testo: c.testo } }];
});

class NotaDto {
  @IsString({ message: 'Il testo deve essere un testo' }) @MinLength(1, { message: 'Inserire il testo' }) @MaxLength(50) testo!: string;
  @IsOptional() @IsInt() versione?: number;
}
class FiltriNote extends PagedQueryDto {
  @TextFilter('testo') testo?: string;
}
interface Nota {
  id: number;
  testo: string;
  numero: number;
  versione: number;
}

const leggi = queryUseCase({ name: 'LeggiNota', method: 'GET', path: ':id', permission: ['demo', 'visualizza'] });
const scrivi = aggregateUseCase({
  name: 'ScriviNota',
  method: 'POST',
  path: '',
  permission: ['demo', 'modifica'],
  body: NotaDto,
  idempotency: { resource: 'note' },
  decider: scriviNota,
  // the answer's data is the new note as GET /note/:id reads it
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: leggi },
});
const correggi = aggregateUseCase({
  name: 'CorreggiNota',
  method: 'PUT',
  path: ':id',
  permission: ['demo', 'modifica'],
  body: NotaDto,
  decider: correggiNota,
  answer: { messaggio: 'Salvataggio avvenuto con successo' },
});
const NOTE_EXCEL: ExcelSheet<Nota> = { fileName: 'Note_', columns: [column('Numero', 'numero', 'integer'), column('Testo', 'testo')] };
const elenco = listUseCase({
  permission: ['demo', 'visualizza'],
  filters: FiltriNote,
  forPage: 2,
  sql: (f: FiltriNote) => ({ select: 'id, testo, numero', from: 'FROM prova_note WHERE ($1::text IS NULL OR testo ILIKE $1)', params: [containsPattern(f.testo)], orderBy: 'id' }),
  excel: NOTE_EXCEL,
});

/** By numero, newest first, with a cheap total: a page past the middle is read from the other end. */
const dalFondo = listUseCase({
  permission: ['demo', 'visualizza'],
  filters: FiltriNote,
  forPage: 3,
  sql: (f: FiltriNote) => ({ select: 'id, testo, numero', from: 'FROM prova_note WHERE ($1::text IS NULL OR testo ILIKE $1)', params: [containsPattern(f.testo)], ...sortedBy(['numero', 'DESC'], ['id', 'DESC']) }),
  total: (f: FiltriNote) => (f.testo ? undefined : { text: 'SELECT count(*)::int AS n FROM prova_note', values: [], cheap: true }),
  excel: NOTE_EXCEL,
});

/** What SQL does not hold, added after it: here the text in capitals, and how many rows it saw at a time. */
@Injectable()
class NoteInMaiuscolo implements ListDecorator<Nota> {
  readonly blocchi: number[] = [];
  async decorate(note: Nota[]) {
    this.blocchi.push(note.length);
    return note.map((n) => ({ ...n, testo: n.testo.toUpperCase() }));
  }
}
const tutte = listUseCase({
  permission: ['demo', 'visualizza'],
  filters: FiltriNote,
  paged: false,
  sql: () => ({ select: 'id, testo, numero', from: 'FROM prova_note', params: [], orderBy: 'id' }),
  decorate: NoteInMaiuscolo,
  excel: NOTE_EXCEL,
});

@Controller('note') class ScriviNotaEndpoint extends UseCaseEndpoint(scrivi) {}
@Controller('note') class CorreggiNotaEndpoint extends UseCaseEndpoint(correggi) {}
@Controller('note') class LeggiNotaEndpoint extends UseCaseEndpoint(leggi) {}
@Controller('note') class ElencoNoteEndpoint extends ListEndpoint(elenco) {}
@Controller('notedalfondo') class NoteDalFondoEndpoint extends ListEndpoint(dalFondo) {}
@Controller('notetutte') class TutteLeNoteEndpoint extends ListEndpoint(tutte) {}

@CommandHandler(scrivi.message)
class ScriviNotaHandler implements ICommandHandler<MessageOf<typeof scrivi>> {
  constructor(private readonly useCases: AggregateUseCases) {}
  execute({ input }: MessageOf<typeof scrivi>) {
    return this.useCases.run(scrivi, input, {
      stream: async (tx) => ({ id: (await tx.query<{ id: number }>(`SELECT nextval('prova_note_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
      // a gap-free number, taken in the transaction: a refused or repeated create gives it back
      load: async (tx, { id }) => ({ id, testo: input.body.testo, numero: (await tx.query<{ n: number }>(`UPDATE prova_contatore SET n = n + 1 RETURNING n`)).rows[0].n }),
    });
  }
}

@CommandHandler(correggi.message)
class CorreggiNotaHandler implements ICommandHandler<MessageOf<typeof correggi>> {
  constructor(private readonly useCases: AggregateUseCases, private readonly uow: UnitOfWork) {}
  async execute({ input }: MessageOf<typeof correggi>) {
    await this.useCases.run(correggi, input, {
      stream: () => ({ id: input.id, expectedVersion: input.body.versione }),
      load: async (tx, { streamExists }) => {
        if (!streamExists) throw new NotFoundError('Nota non trovata');
        const { rows } = await tx.query<{ p: string }>(`SELECT 'proibito' AS p`);
        return { testo: input.body.testo, proibito: rows[0].p };
      },
    });
    return leggiNota(this.uow, input.id);
  }
}

@QueryHandler(leggi.message)
class LeggiNotaHandler implements IQueryHandler<MessageOf<typeof leggi>> {
  constructor(private readonly uow: UnitOfWork) {}
  execute({ input }: MessageOf<typeof leggi>) {
    return leggiNota(this.uow, input.id);
  }
}

function leggiNota(uow: UnitOfWork, id: number): Promise<Nota> {
  return uow.run(async (tx) => {
    const { rows } = await tx.query<Nota>('SELECT id, testo, numero, versione FROM prova_note WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundError('Nota non trovata');
    return rows[0];
  });
}

const noteProjection: Projection<NotaEvent> = {
  name: 'prova_note',
  eventTypes: ['NotaScritta', 'NotaCorretta'],
  async apply(tx, events) {
    for (const e of events) {
      if (e.type === 'NotaScritta') await tx.query('INSERT INTO prova_note (id, testo, numero, versione) VALUES ($1, $2, $3, $4)', [e.data.id, e.data.testo, e.data.numero, e.streamVersion]);
      else await tx.query(`UPDATE prova_note SET testo = $2, versione = $3 WHERE id = $1`, [numericIdOfStream(e.streamId), e.data.testo, e.streamVersion]);
    }
  },
  reset: (tx) => tx.query('TRUNCATE prova_note').then(() => undefined),
};

const PERMESSI: Record<string, string[]> = { lettore: ['visualizza'], editore: ['visualizza', 'modifica'] };
const resolver: SessionResolver = {
  async resolve(token) {
    const permessi = PERMESSI[token];
    if (!permessi) return null;
    return {
      userId: token === 'editore' ? 2 : 1,
      username: token,
      gruppoId: 1,
      gruppoNome: 'prova',
      sessionType: 'A',
      sessionId: token,
      permessi: [{ id: 'demo', permessi: permessi.map((p) => ({ permesso: p as 'visualizza', attivo: true })) }],
    } satisfies AuthenticatedUser;
  },
};

@Module({
  imports: [UseCasesModule],
  controllers: [ScriviNotaEndpoint, CorreggiNotaEndpoint, LeggiNotaEndpoint, ElencoNoteEndpoint, NoteDalFondoEndpoint, TutteLeNoteEndpoint],
  providers: [NoteInMaiuscolo, ScriviNotaHandler, CorreggiNotaHandler, LeggiNotaHandler, { provide: SESSION_RESOLVER, useValue: resolver }],
})
class NoteModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}
  onModuleInit() {
    this.store.registerInlineProjection(noteProjection);
  }
}

describe('the use-case kit (UseCaseEndpoint, AggregateUseCases, ListEndpoint) on an aggregate made of nothing else', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  const come = (chi: string) => ({ Authorization: `Bearer ${chi}` });

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE SEQUENCE prova_note_id_seq; CREATE TABLE prova_note (id int PRIMARY KEY, testo text NOT NULL, numero int NOT NULL, versione int NOT NULL);
      CREATE TABLE prova_contatore (n int NOT NULL); INSERT INTO prova_contatore VALUES (0)`);
    const config = { ...loadConfig(), databaseUrl: db.url, redisPrefix: `registro-test:${randomBytes(6).toString('hex')}:` };
    const moduleRef = await Test.createTestingModule({ imports: [PlatformModule.forRoot({ config }), NoteModule] }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), { bodyParser: false, logger: ['error'] });
    configureHttp(app);
    await app.init();
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('creates through the declaration: validated body, gap-free number, idempotency key, answer envelope', async () => {
    const creata = await http.post('/api/note').set(come('editore')).set('Idempotency-Key', 'k1').send({ testo: 'prima' });
    expect(creata.status).toBe(201);
    expect(creata.body).toEqual({ messaggio: 'Salvataggio avvenuto con successo', data: { id: 1, testo: 'prima', numero: 1, versione: 1 } });
    const ripetuta = await http.post('/api/note').set(come('editore')).set('Idempotency-Key', 'k1').send({ testo: 'prima' });
    expect(ripetuta.body.data).toEqual(creata.body.data);
    expect((await http.post('/api/note').set(come('editore')).set('Idempotency-Key', 'k1').send({ testo: 'altra' })).status).toBe(422);
    expect((await http.post('/api/note').set(come('editore')).send({ testo: '' })).body).toEqual({ messaggio: 'Inserire il testo#' });
    expect((await http.post('/api/note').set(come('editore')).send({ testo: 'x', altro: 1 })).status).toBe(400);
    const seconda = await http.post('/api/note').set(come('editore')).send({ testo: 'seconda' }).expect(201);
    expect(seconda.body.data).toMatchObject({ numero: 2 });
    expect((await db.pool.query('SELECT n FROM prova_contatore')).rows[0].n).toBe(2);
  });

  it('updates by :id: 404 before the version, 409 for a stale versione, the loaded input reaching decide, nothing for no change', async () => {
    expect((await http.put('/api/note/99').set(come('editore')).send({ testo: 'x', versione: 3 })).body).toEqual({ messaggio: 'Nota non trovata' });
    expect((await http.put('/api/note/abc').set(come('editore')).send({ testo: 'x' })).body).toEqual({ messaggio: 'Id non valido' });
    expect((await http.put('/api/note/1').set(come('editore')).send({ testo: 'x', versione: 7 })).status).toBe(409);
    expect((await http.put('/api/note/1').set(come('editore')).send({ testo: 'proibito' })).body).toEqual({ messaggio: 'Testo proibito' });
    const corretta = await http.put('/api/note/1').set(come('editore')).send({ testo: 'dopo', versione: 1 }).expect(200);
    expect(corretta.body.data).toEqual({ id: 1, testo: 'dopo', numero: 1, versione: 2 });
    await http.put('/api/note/1').set(come('editore')).send({ testo: 'dopo' }).expect(200);
    expect((await new PostgresEventStore(db.pool).readStream('provanote-1')).map((e) => e.type)).toEqual(['NotaScritta', 'NotaCorretta']);
    expect((await http.get('/api/note/1').set(come('lettore'))).body).toEqual({ data: corretta.body.data });
  });

  it('lists a page with the filters DTO, its count and the Excel of the same filters', async () => {
    const pagina = await http.get('/api/note').set(come('lettore')).expect(200);
    expect(pagina.body.data).toEqual({ list: [{ id: 1, testo: 'dopo', numero: 1 }, { id: 2, testo: 'seconda', numero: 2 }], recordsNumber: 2 });
    expect((await http.get('/api/note?testo=SEC&forPage=1').set(come('lettore'))).body.data).toEqual({ list: [{ id: 2, testo: 'seconda', numero: 2 }], recordsNumber: 1 });
    expect((await http.get(`/api/note?testo=${'x'.repeat(201)}`).set(come('lettore'))).body).toEqual({ messaggio: 'Il filtro testo è troppo lungo#' });
    expect((await http.get('/api/note?testo=a&testo=b').set(come('lettore'))).status).toBe(400);
    const excel = await downloadExcel(http.post('/api/note/excel?testo=dop').set(come('lettore')));
    expect(excel).toMatchObject({ status: 200, rows: [['Numero', 'Testo'], [1, 'dopo']] });
    expect(excel.fileName).toMatch(/^Note_\d{2}-\d{2}-\d{4}\.xlsx$/);
  });

  it('reads a page past the middle from the other end when the total is cheap: the same rows in the same order', async () => {
    await db.pool.query(`INSERT INTO prova_note (id, testo, numero, versione) SELECT g, 'nota ' || g, 100 + g % 4, 1 FROM generate_series(10, 20) g`);
    const elencoIntero = (await db.pool.query<{ id: number }>('SELECT id FROM prova_note ORDER BY numero DESC, id DESC')).rows.map((r) => r.id);
    expect(elencoIntero).toHaveLength(13);
    for (const [filtro, attese] of [['', elencoIntero], ['nota', elencoIntero.filter((id) => id >= 10)]] as const) {
      for (let page = 0; page <= Math.ceil(attese.length / 3); page++) {
        const risposta = (await http.get(`/api/notedalfondo?page=${page}&testo=${filtro}`).set(come('lettore')).expect(200)).body.data;
        expect(risposta.recordsNumber).toBe(attese.length);
        expect(risposta.list.map((r: Nota) => r.id)).toEqual(attese.slice(page * 3, page * 3 + 3));
      }
    }
    expect((await http.get('/api/notedalfondo?page=5&forPage=2').set(come('lettore'))).body.data.list.map((r: Nota) => r.id)).toEqual(elencoIntero.slice(10, 12));
  });

  it('answers an unpaged list as the rows array, through its decorator (a provider) for the page and, in chunks, the Excel', async () => {
    const maiuscolo = app.get(NoteInMaiuscolo);
    const risposta = (await http.get('/api/notetutte?page=3&forPage=1').set(come('lettore')).expect(200)).body;
    expect(Array.isArray(risposta.data)).toBe(true);
    expect(risposta.data).toHaveLength(13);
    expect(risposta.data[0]).toEqual({ id: 1, testo: 'DOPO', numero: 1 });
    expect(maiuscolo.blocchi).toEqual([13]);
    const excel = await downloadExcel(http.post('/api/notetutte/excel').set(come('lettore')));
    expect(excel.status).toBe(200);
    expect(excel.rows.slice(0, 3)).toEqual([['Numero', 'Testo'], [1, 'DOPO'], [2, 'SECONDA']]);
    expect(excel.rows).toHaveLength(14);
    expect((await http.get('/api/notetutte').set(come('nessuno'))).status).toBe(401);
  });

  it('guards every route with its permission and puts body, query, id and key in the OpenAPI document', async () => {
    expect((await http.post('/api/note').set(come('lettore')).send({ testo: 'x' })).status).toBe(403);
    expect((await http.put('/api/note/1').set(come('lettore')).send({ testo: 'x' })).status).toBe(403);
    expect((await http.get('/api/note')).status).toBe(401);
    const doc = (await http.get('/api/docs-json')).body;
    const post = doc.paths['/api/note'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/NotaDto' });
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    expect(doc.paths['/api/note/{id}'].put.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', schema: { type: 'number' } })]);
    // the filters class is the one the record kit gives (its fields appear once DTOs carry @ApiProperty)
    expect(doc.paths['/api/note'].get).toBeDefined();
    expect(doc.paths['/api/note/excel'].post).toBeDefined();
    expect(doc.paths['/api/note/{id}'].get).toBeDefined();
  });
});
