import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { SessionStore } from './session-store';

/** The idle refresh against a real Redis: one round trip, never past the absolute expiry. */
describe('SessionStore.touch', () => {
  const redis = new Redis(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
  const prefix = `registro-test:${randomBytes(6).toString('hex')}:`;
  const store = new SessionStore(redis, prefix, { idleMs: 60_000, absoluteMs: 3_600_000 });
  const utente = { userId: 7, username: 'mario', sessionType: 'A' };
  afterAll(async () => {
    const chiavi = await redis.keys(`${prefix}*`);
    if (chiavi.length) await redis.del(...chiavi);
    await redis.quit();
  });

  it('refreshes the idle expiry of a session far from its absolute expiry', async () => {
    const adesso = Date.now();
    await store.create('lontana', utente, adesso);
    await redis.pexpire(`${prefix}sessione:lontana`, 1_000);
    expect(await store.touch('lontana', adesso)).toMatchObject({ userId: 7 });
    expect(await redis.pttl(`${prefix}sessione:lontana`)).toBeGreaterThan(55_000);
  });

  it('cuts the refresh short near the absolute expiry, and ends the session past it', async () => {
    const adesso = Date.now();
    await store.create('vicina', utente, adesso, 5_000);
    expect(await store.touch('vicina', adesso)).toMatchObject({ userId: 7 });
    expect(await redis.pttl(`${prefix}sessione:vicina`)).toBeLessThanOrEqual(5_000);
    expect(await store.touch('vicina', adesso + 5_000)).toBeNull();
    expect(await redis.exists(`${prefix}sessione:vicina`)).toBe(0);
    expect(await store.touch('sconosciuta', adesso)).toBeNull();
  });
});
