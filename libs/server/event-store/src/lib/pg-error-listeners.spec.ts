import { Client, Pool } from 'pg';
import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { guardPgClient, guardPgPool } from './pg-error-listeners';

jest.setTimeout(60_000);

type PgError = Error & { code?: string };

async function until(what: string, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (ok()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * PostgreSQL ends a connection from its side (pg_terminate_backend, as a restart, a failover or
 * DROP DATABASE … WITH (FORCE) do): without a listener pg's 'error' event would kill this jest
 * worker and fail the file; with guardPgPool/guardPgClient the handler hears it and the pool goes on.
 */
describe('a connection PostgreSQL terminates does not crash the process (guardPgPool, guardPgClient)', () => {
  let db: TestDatabase;
  let pool: Pool;
  const errors: PgError[] = [];
  const terminate = (pid: number) => db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
  const pidOf = async (q: Pool | Client) => (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

  beforeAll(async () => {
    db = await openTestDatabase();
    pool = guardPgPool(new Pool({ connectionString: db.url, max: 1 }), (e) => errors.push(e));
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('an idle pooled connection: the pool hears 57P01 and serves the next query on a new connection', async () => {
    const pid = await pidOf(pool);
    expect(pool.idleCount).toBe(1);
    await terminate(pid);
    await until('the pool hears the termination', () => errors.length > 0);
    expect(errors.map((e) => e.code)).toEqual(['57P01']);
    const next = await pidOf(pool);
    expect(next).not.toBe(pid);
    expect((await pool.query('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
  });

  it('a checked-out connection: its next query fails, its release discards it, the pool goes on', async () => {
    const client = await pool.connect();
    const pid = await pidOf(client as unknown as Client);
    await terminate(pid);
    await until('the checked-out client hears the termination', () => errors.length > 0);
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect(await pidOf(pool)).not.toBe(pid);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a standalone client: its own listener hears it', async () => {
    const heard: PgError[] = [];
    const client = guardPgClient(new Client({ connectionString: db.url }), (e) => heard.push(e));
    await client.connect();
    try {
      await terminate(await pidOf(client));
      await until('the client hears the termination', () => heard.length > 0);
      expect(heard[0].code).toBe('57P01');
    } finally {
      await client.end().catch(() => undefined);
    }
  });
});
