import { createTestDatabase, type TestDatabase } from '@registro/server-testing';

/**
 * createTestDatabase, plus an error listener on its pool: pg-pool's end() resolves before the
 * idle connections have closed, so the DROP DATABASE … WITH FORCE in drop() can terminate one
 * of them, and an 'error' event without a listener fails the whole test file.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  db.pool.on('error', () => undefined);
  return db;
}
