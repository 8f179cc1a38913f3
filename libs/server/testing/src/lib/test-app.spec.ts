import Redis from 'ioredis';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { createTestApp } from './test-app';

describe('createTestApp', () => {
  it('boots the seeded API on its own database and Redis prefix, and cleans both up', async () => {
    const t = await createTestApp();
    const token = await t.login('admin');
    const profilo = await t.http
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${token}`);
    expect(profilo.status).toBe(200);
    expect(t.config.redisPrefix).toMatch(/^registro-test:[0-9a-f]{12}:$/);

    const redis = new Redis(t.config.redisUrl);
    const admin = guardPgClient(
      new Client({
        connectionString: t.db.url.replace(/\/[^/]+$/, '/postgres'),
      }),
    );
    await admin.connect();
    try {
      expect(
        (await redis.keys(`${t.config.redisPrefix}*`)).length,
      ).toBeGreaterThan(0);
      await t.close();
      expect(await redis.keys(`${t.config.redisPrefix}*`)).toEqual([]);
      const db = await admin.query(
        'SELECT 1 FROM pg_database WHERE datname = $1',
        [t.db.name],
      );
      expect(db.rowCount).toBe(0);
    } finally {
      redis.disconnect();
      await admin.end();
    }
  });
});
