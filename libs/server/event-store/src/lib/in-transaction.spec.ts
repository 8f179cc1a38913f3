import { Pool } from 'pg';
import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { inTransaction } from './in-transaction';
import { guardPgPool } from './pg-error-listeners';
import { ConcurrencyError } from './event-store.types';
import { PostgresEventStore } from './postgres-event-store';
import { pipelinedWritesSettled, pipelineWrite } from './pipelined-writes';

const metadata = { userName: 'jest' };
const created = { type: 'RecordCreated', data: { values: { nome: 'Mario' } } };

describe.each([false, true])('inTransaction (pipeline: %s)', (pipeline) => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    pool = guardPgPool(
      new Pool({ connectionString: db.url, max: 2, pipeline }),
    );
    store = new PostgresEventStore(pool);
    await db.pool.query(
      `CREATE TABLE IF NOT EXISTS codici (codice text PRIMARY KEY)`,
    );
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('commits every statement of the work at once, inside one transaction', async () => {
    const seen = await inTransaction(pool, async (tx) => {
      await store.append(tx, 'uow-1', 'uow', [created], 0, metadata);
      const inside = await tx.query(
        `SELECT count(*)::int AS n, pg_current_xact_id_if_assigned() IS NOT NULL AS open FROM events WHERE stream_id = 'uow-1'`,
      );
      const outside = await db.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = 'uow-1'`,
      );
      return { inside: inside.rows[0], outside: outside.rows[0].n };
    });
    expect(seen).toEqual({ inside: { n: 1, open: true }, outside: 0 });
    expect(
      (await store.readStream('uow-1')).map((e) => e.streamVersion),
    ).toEqual([1]);
  });

  it('holds the work in one transaction when its first statement comes after a wait', async () => {
    const xids = await inTransaction(pool, async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const first = await tx.query(`SELECT pg_current_xact_id()::text AS xid`);
      const second = await tx.query(`SELECT pg_current_xact_id()::text AS xid`);
      return [first.rows[0].xid, second.rows[0].xid];
    });
    expect(xids[0]).toBe(xids[1]);
  });

  it('rolls everything back when the work fails, and the connection serves the next unit of work', async () => {
    await expect(
      inTransaction(pool, async (tx) => {
        await store.append(tx, 'uow-2', 'uow', [created], 0, metadata);
        await store.append(tx, 'uow-2', 'uow', [created], 0, metadata);
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('uow-2')).toEqual([]);
    await inTransaction(pool, (tx) =>
      store.append(tx, 'uow-2', 'uow', [created], 0, metadata),
    );
    expect(await store.readStream('uow-2')).toHaveLength(1);
  });

  if (pipeline)
    describe('pipelined writes', () => {
      const codici = async () =>
        (
          await db.pool.query(`SELECT codice FROM codici ORDER BY codice`)
        ).rows.map((row) => row.codice);
      beforeEach(() => db.pool.query(`DELETE FROM codici`));

      it('commits them with the work, and the statements after them see them', async () => {
        const seen = await inTransaction(pool, async (tx) => {
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']);
          pipelineWrite(tx, {
            text: `INSERT INTO codici VALUES ($1)`,
            values: ['B'],
          });
          return (await tx.query(`SELECT count(*)::int AS n FROM codici`))
            .rows[0].n;
        });
        expect(seen).toBe(2);
        expect(await codici()).toEqual(['A', 'B']);
      });

      it('rolls the whole work back when the last of them fails, and throws its error', async () => {
        await db.pool.query(`INSERT INTO codici VALUES ('A')`);
        await expect(
          inTransaction(pool, async (tx) => {
            await store.append(tx, 'uow-3', 'uow', [created], 0, metadata);
            pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['B']);
            pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']);
          }),
        ).rejects.toMatchObject({ code: '23505', constraint: 'codici_pkey' });
        expect(await codici()).toEqual(['A']);
        expect(await store.readStream('uow-3')).toEqual([]);
      });

      it('lets the work answer a failed write itself, before its transaction ends', async () => {
        await db.pool.query(`INSERT INTO codici VALUES ('A')`);
        const answered = await inTransaction(pool, async (tx) => {
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['B']);
          await pipelinedWritesSettled(tx);
          await tx.query('SAVEPOINT doppio');
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']);
          const failure = await pipelinedWritesSettled(tx).then(
            () => undefined,
            (error: { code?: string }) => error.code,
          );
          await tx.query('ROLLBACK TO SAVEPOINT doppio');
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['C']);
          return failure;
        });
        expect(answered).toBe('23505');
        expect(await codici()).toEqual(['A', 'B', 'C']);
      });

      it.each([false, true])(
        'writes nothing when a value cannot be sent, throws why, and the connection serves the next unit of work (after a read: %s)',
        async (readFirst) => {
          const circular: Record<string, unknown> = {};
          circular['self'] = circular;
          await expect(
            inTransaction(pool, async (tx) => {
              if (readFirst) await tx.query('SELECT 1');
              pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']);
              pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, [circular]);
            }),
          ).rejects.toThrow(/circular/i);
          expect(await codici()).toEqual([]);
          await inTransaction(pool, async (tx) =>
            pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['B']),
          );
          expect(await codici()).toEqual(['B']);
        },
      );

      it('throws the failed write, not the refusal of the statement the work sent after it', async () => {
        await db.pool.query(`INSERT INTO codici VALUES ('A')`);
        await expect(
          inTransaction(pool, async (tx) => {
            pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']);
            await tx.query(`INSERT INTO codici VALUES ('C')`);
          }),
        ).rejects.toMatchObject({ code: '23505' });
        expect(await codici()).toEqual(['A']);
        await inTransaction(pool, async (tx) =>
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['D']),
        );
        expect(await codici()).toEqual(['A', 'D']);
      });
    });

  it('refuses a pipelined write outside a transaction of inTransaction, and sends nothing', async () => {
    await db.pool.query(`DELETE FROM codici`);
    const client = await pool.connect();
    try {
      expect(() =>
        pipelineWrite(client, `INSERT INTO codici VALUES ($1)`, ['A']),
      ).toThrow(/outside a transaction/);
    } finally {
      client.release();
    }
    expect(
      (await db.pool.query(`SELECT count(*)::int AS n FROM codici`)).rows[0].n,
    ).toBe(0);
  });

  if (!pipeline)
    it('refuses a pipelined write on a connection without pipelining, and writes nothing', async () => {
      await db.pool.query(`DELETE FROM codici`);
      await expect(
        inTransaction(pool, async (tx) =>
          pipelineWrite(tx, `INSERT INTO codici VALUES ($1)`, ['A']),
        ),
      ).rejects.toThrow(/not pipelined/);
      expect(
        (await db.pool.query(`SELECT count(*)::int AS n FROM codici`)).rows[0]
          .n,
      ).toBe(0);
    });
});
