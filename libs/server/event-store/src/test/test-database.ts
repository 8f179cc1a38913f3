import { createTestDatabase, type TestDatabase } from '@registro/server-testing';

/**
 * createTestDatabase, plus an error listener on its pool: pg-pool's end() resolves before the
 * idle connections have closed, so the DROP DATABASE … WITH FORCE in drop() can terminate one
 * of them, and an 'error' event without a listener fails the whole test file.
 * The event log starts empty: other contexts' migrations seed events (e.g. the parameter defaults),
 * and these tests count what a subscriber receives.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  db.pool.on('error', () => undefined);
  await db.pool.query('TRUNCATE events');
  return db;
}
