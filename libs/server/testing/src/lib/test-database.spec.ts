import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database', async () => {
    const [a, b] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
    ]);
    try {
      expect(a.name).not.toEqual(b.name);
      await a.pool.query('CREATE TABLE only_in_a (x int)');
      const inB = await b.pool.query("SELECT to_regclass('only_in_a') AS t");
      expect(inB.rows[0].t).toBeNull();
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });
});
