import { createTestDatabase, type TestDatabase } from '@registro/server-testing';

/**
 * createTestDatabase (its pool already has its error listeners, see guardPgPool).
 * The event log starts empty: other contexts' migrations seed events (e.g. the parameter defaults),
 * and these tests count what a subscriber receives.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await db.pool.query('TRUNCATE events');
  return db;
}
