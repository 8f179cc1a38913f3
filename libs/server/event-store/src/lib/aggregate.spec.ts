import type { TestDatabase } from '@registro/server-testing';
import { inTransaction } from './in-transaction';
import { openTestDatabase } from '../test/test-database';
import type { Aggregate } from './aggregate';
import { ConcurrencyError, type Event, type EventMetadata } from './event-store.types';
import { PostgresEventStore } from './postgres-event-store';
import { diffCampi, recordAggregate, type RecordEvent } from './record.aggregate';

type Aperto = Event<'ContoAperto', { intestatario: string }>;
type Versato = Event<'Versato', { importo: number }>;
type ContoEvent = Aperto | Versato;
interface Conto {
  intestatario: string | null;
  saldo: number;
}

const conto: Aggregate<Conto, ContoEvent> = {
  streamType: 'conti',
  initialState: () => ({ intestatario: null, saldo: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContoAperto':
        return { ...state, intestatario: event.data.intestatario };
      case 'Versato':
        return { ...state, saldo: state.saldo + event.data.importo };
      default:
        return state;
    }
  },
};

const metadata: EventMetadata = { userId: 1, userName: 'admin' };

describe('aggregateStream and handleCommand', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(() => db.drop());

  const versa = (streamId: string, importo: number) =>
    inTransaction(db.pool, (tx) =>
      store.handleCommand(
        tx,
        streamId,
        conto,
        (state): Versato[] => {
          if (!state.intestatario) throw new Error('Conto inesistente');
          return importo === 0 ? [] : [{ type: 'Versato', data: { importo } }];
        },
        { metadata },
      ),
    );

  it('folds the stream, decides on the state and appends with the version it read', async () => {
    const apertura = await inTransaction(db.pool, (tx) =>
      store.handleCommand(tx, 'conti-1', conto, (_s, { streamExists }): Aperto[] => (streamExists ? [] : [{ type: 'ContoAperto', data: { intestatario: 'Mario' } }]), { metadata }),
    );
    expect(apertura).toMatchObject({ newState: { intestatario: 'Mario', saldo: 0 }, nextVersion: 1 });

    const versamento = await versa('conti-1', 50);
    expect(versamento.newState).toEqual({ intestatario: 'Mario', saldo: 50 });
    expect(versamento.nextVersion).toBe(2);

    const letto = await store.aggregateStream(undefined, 'conti-1', conto);
    expect(letto).toEqual({ state: { intestatario: 'Mario', saldo: 50 }, currentVersion: 2, editVersion: 2, streamExists: true });
    const [registrato] = await store.readStream('conti-1', { fromVersion: 2 });
    expect(registrato.metadata).toEqual(metadata);
  });

  it('appends nothing when the decision is empty and refuses what the decision refuses', async () => {
    expect(await versa('conti-1', 0)).toMatchObject({ newEvents: [], nextVersion: 2 });
    await expect(versa('conti-9', 10)).rejects.toThrow('Conto inesistente');
    expect(await store.readStream('conti-9')).toEqual([]);
  });

  it('loads the inputs the state points at in the transaction, once, then decides synchronously on them', async () => {
    await db.pool.query(`CREATE TABLE prova_tassi (intestatario text PRIMARY KEY, bonus int NOT NULL); INSERT INTO prova_tassi VALUES ('Mario', 7)`);
    const letti: unknown[] = [];
    const bonus = (streamId: string) =>
      inTransaction(db.pool, (tx) =>
        store.handleCommand(
          tx,
          streamId,
          conto,
          (state, { inputs }): Versato[] => (inputs === null ? [] : [{ type: 'Versato', data: { importo: inputs } }]),
          {
            metadata,
            // the loader's parameter typed: TypeScript then infers the inputs' type from it
            load: async (state: Conto, { currentVersion }: { currentVersion: number }) => {
              letti.push([state.intestatario, currentVersion]);
              const { rows } = await tx.query<{ bonus: number }>(`SELECT bonus FROM prova_tassi WHERE intestatario = $1`, [state.intestatario]);
              return rows[0]?.bonus ?? null;
            },
          },
        ),
      );
    await inTransaction(db.pool, (tx) =>
      store.handleCommand(tx, 'conti-bonus', conto, (): Aperto[] => [{ type: 'ContoAperto', data: { intestatario: 'Mario' } }], { metadata }),
    );
    expect(await bonus('conti-bonus')).toMatchObject({ newState: { saldo: 7 }, nextVersion: 2 });
    expect(letti).toEqual([['Mario', 1]]);
    expect(await bonus('conti-vuoto')).toMatchObject({ newEvents: [], nextVersion: 0 });

    // a load that refuses appends nothing; a stale version is refused before anything is loaded
    await expect(
      inTransaction(db.pool, (tx) =>
        store.handleCommand(tx, 'conti-bonus', conto, (): Versato[] => [{ type: 'Versato', data: { importo: 1 } }], {
          metadata,
          load: async () => {
            throw new Error('Tasso sconosciuto');
          },
        }),
      ),
    ).rejects.toThrow('Tasso sconosciuto');
    await expect(
      inTransaction(db.pool, (tx) =>
        store.handleCommand(tx, 'conti-bonus', conto, (): Versato[] => [], { metadata, expectedVersion: 1, load: async () => letti.push('stale') }),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(letti).toEqual([['Mario', 1], [null, 0]]);
    expect((await store.aggregateStream(undefined, 'conti-bonus', conto)).currentVersion).toBe(2);
  });

  it('gives an unknown stream the initial state at version 0', async () => {
    expect(await store.aggregateStream(undefined, 'conti-404', conto)).toEqual({
      state: { intestatario: null, saldo: 0 },
      currentVersion: 0,
      editVersion: 0,
      streamExists: false,
    });
  });

  it('refuses a stale expected version and a race between two commands on one stream', async () => {
    await expect(
      inTransaction(db.pool, (tx) => store.handleCommand(tx, 'conti-1', conto, (): Versato[] => [{ type: 'Versato', data: { importo: 1 } }], { metadata, expectedVersion: 1 })),
    ).rejects.toBeInstanceOf(ConcurrencyError);

    // two transactions read version 2, both decide; the second append must fail, not overwrite
    const a = await db.pool.connect();
    const b = await db.pool.connect();
    try {
      await a.query('BEGIN');
      await b.query('BEGIN');
      await store.handleCommand(a, 'conti-1', conto, (): Versato[] => [{ type: 'Versato', data: { importo: 5 } }], { metadata });
      // B must fold the stream before A commits (else it would rightly see version 3 and succeed)
      let bHasRead!: () => void;
      const bFolded = new Promise<void>((resolve) => (bHasRead = resolve));
      const decideB = store.handleCommand(
        b,
        'conti-1',
        conto,
        (): Versato[] => {
          bHasRead();
          return [{ type: 'Versato', data: { importo: 7 } }];
        },
        { metadata },
      );
      await bFolded;
      await a.query('COMMIT');
      await expect(decideB).rejects.toBeInstanceOf(ConcurrencyError);
      await b.query('ROLLBACK');
    } finally {
      a.release();
      b.release();
    }
    expect((await store.aggregateStream(undefined, 'conti-1', conto)).state.saldo).toBe(55);
  });

  it('operational facts do not move the version an editor checks; an edit after the loaded version is still a conflict', async () => {
    type Stampato = Event<'ContoStampato', { copie: number }>;
    const contoStampabile: Aggregate<Conto, ContoEvent | Stampato> = {
      ...(conto as Aggregate<Conto, ContoEvent | Stampato>),
      operationalEvents: ['ContoStampato'],
    };
    const scrivi = (e: ContoEvent | Stampato, expectedVersion?: number) =>
      inTransaction(db.pool, (tx) => store.handleCommand(tx, 'conti-stampe', contoStampabile, () => e, { metadata, expectedVersion }));
    await scrivi({ type: 'ContoAperto', data: { intestatario: 'Anna' } });
    // the editor loads version 1; the account is printed twice (versions 2 and 3)
    await scrivi({ type: 'ContoStampato', data: { copie: 1 } });
    await scrivi({ type: 'ContoStampato', data: { copie: 2 } });
    expect(await store.aggregateStream(undefined, 'conti-stampe', contoStampabile)).toMatchObject({ currentVersion: 3, editVersion: 1 });
    // the editor saves with the version it loaded: no conflict, appended after the prints
    expect((await scrivi({ type: 'Versato', data: { importo: 5 } }, 1)).nextVersion).toBe(4);
    // a second editor who loaded version 1 or 3 now meets an edit it did not see
    await expect(scrivi({ type: 'Versato', data: { importo: 7 } }, 1)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(scrivi({ type: 'Versato', data: { importo: 7 } }, 3)).rejects.toBeInstanceOf(ConcurrencyError);
    // a version the stream never reached is not a pass
    await expect(scrivi({ type: 'Versato', data: { importo: 7 } }, 9)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.aggregateStream(undefined, 'conti-stampe', contoStampabile)).state.saldo).toBe(5);
  });

  it('runs the generic record aggregate of master data', async () => {
    type Iva = { codice: string; aliquota: number };
    type IvaEvent = RecordEvent<Iva>;
    const iva = recordAggregate<Iva>('iva');
    await inTransaction(db.pool, (tx) => store.handleCommand(tx, 'iva-1', iva, (): IvaEvent => ({ type: 'RecordCreated', data: { values: { codice: '22', aliquota: 22 } } }), { metadata }));
    await inTransaction(db.pool, (tx) =>
      store.handleCommand(tx, 'iva-1', iva, (s): IvaEvent => ({ type: 'RecordUpdated', data: { changes: diffCampi(s.values, { codice: '22', aliquota: 10 }) } }), { metadata }),
    );
    expect((await store.aggregateStream(undefined, 'iva-1', iva)).state).toEqual({ values: { codice: '22', aliquota: 10 }, deleted: false });
  });
});

describe('diffCampi', () => {
  it('keeps only the fields that changed, comparing dates, arrays and objects by value', () => {
    const prima = { nome: 'A', note: null, quando: new Date('2026-01-01'), tag: ['x'], indirizzo: { cap: '80100' } };
    expect(diffCampi(prima, { nome: 'A', note: null, quando: new Date('2026-01-01'), tag: ['x'], indirizzo: { cap: '80100' } })).toEqual({});
    expect(diffCampi(prima, { nome: 'B', tag: ['x', 'y'], indirizzo: { cap: '80121' }, quando: undefined })).toEqual({
      nome: { prima: 'A', dopo: 'B' },
      tag: { prima: ['x'], dopo: ['x', 'y'] },
      indirizzo: { prima: { cap: '80100' }, dopo: { cap: '80121' } },
    });
  });

  it('treats a missing record as all-new and tells 1 from "1"', () => {
    expect(diffCampi<{ n: number | string }>(null, { n: 1 })).toEqual({ n: { prima: undefined, dopo: 1 } });
    expect(diffCampi<{ n: number | string }>({ n: '1' }, { n: 1 })).toEqual({ n: { prima: '1', dopo: 1 } });
  });
});
