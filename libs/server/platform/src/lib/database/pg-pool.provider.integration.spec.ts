import type { Pool } from 'pg';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { PG_POOL } from './database.tokens';

jest.setTimeout(120_000);

/** The api's pool (TypeORM's, guardPgPool) when PostgreSQL ends its connections (restart, failover, pg_terminate_backend). */
describe('the api survives PostgreSQL ending its connections', () => {
  let t: TestApp;
  let pool: Pool;

  beforeAll(async () => {
    t = await createTestApp();
    pool = t.app.get<Pool>(PG_POOL);
  });
  afterAll(async () => {
    await t?.close();
  });

  const terminateApi = () =>
    t.db.pool.query(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'registro'`, [t.db.name]);

  it('idle connections: the next requests are served on new ones', async () => {
    const token = await t.login('admin');
    expect(pool.idleCount).toBeGreaterThan(0);
    const { rows } = await terminateApi();
    expect(rows[0].n).toBeGreaterThan(0);
    // a request racing the termination may meet a connection not yet known dead: 503, never a crash or a 500
    const risposte: number[] = [];
    do risposte.push((await t.http.get('/api/users/profile').set(bearer(token))).status);
    while (risposte.at(-1) !== 200 && risposte.length < 5);
    expect(risposte.at(-1)).toBe(200);
    expect(risposte.every((s) => s === 200 || s === 503)).toBe(true);
    expect((await pool.query('SELECT 1 AS uno')).rows).toEqual([{ uno: 1 }]);
  });

  it('a checked-out connection: its query fails, its release discards it, the pool goes on', async () => {
    const client = await pool.connect();
    await terminateApi();
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect((await pool.query('SELECT 2 AS due')).rows).toEqual([{ due: 2 }]);
    expect((await t.http.get('/api/health')).status).toBe(200);
  });
});
