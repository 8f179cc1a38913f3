import { Pool } from 'pg';
import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { inTransaction } from './in-transaction';
import { guardPgPool } from './pg-error-listeners';
import { ConcurrencyError } from './event-store.types';
import { PostgresEventStore } from './postgres-event-store';

const metadata = { userName: 'jest' };
const created = { type: 'RecordCreated', data: { values: { nome: 'Mario' } } };

describe.each([false, true])('inTransaction (pipeline: %s)', (pipeline) => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    pool = guardPgPool(new Pool({ connectionString: db.url, max: 2, pipeline }));
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('commits every statement of the work at once, inside one transaction', async () => {
    const seen = await inTransaction(pool, async (tx) => {
      await store.append(tx, 'uow-1', 'uow', [created], 0, metadata);
      const inside = await tx.query(`SELECT count(*)::int AS n, pg_current_xact_id_if_assigned() IS NOT NULL AS open FROM events WHERE stream_id = 'uow-1'`);
      const outside = await db.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'uow-1'`);
      return { inside: inside.rows[0], outside: outside.rows[0].n };
    });
    expect(seen).toEqual({ inside: { n: 1, open: true }, outside: 0 });
    expect((await store.readStream('uow-1')).map((e) => e.streamVersion)).toEqual([1]);
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
    await inTransaction(pool, (tx) => store.append(tx, 'uow-2', 'uow', [created], 0, metadata));
    expect(await store.readStream('uow-2')).toHaveLength(1);
  });
});
