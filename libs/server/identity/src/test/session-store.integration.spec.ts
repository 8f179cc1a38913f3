import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { SessionStore } from '../lib/sessions/session-store';

describe('SessionStore (real Redis)', () => {
  const redis = new Redis(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
  const prefix = `registro-test:${randomBytes(6).toString('hex')}:`;
  const store = new SessionStore(redis, prefix, { idleMs: 60_000, absoluteMs: 3_600_000 });
  const utente = { userId: 1, username: 'admin', sessionType: 'A' };

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('expires a session left idle', async () => {
    const t0 = Date.now();
    await store.create('idle', utente, t0);
    expect(await redis.pttl(`${prefix}sessione:idle`)).toBeGreaterThan(59_000);
    await redis.pexpire(`${prefix}sessione:idle`, 1); // as if the idle time had passed
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.touch('idle')).toBeNull();
  });

  it('refreshes the idle expiry on use', async () => {
    await store.create('uso', utente);
    await redis.pexpire(`${prefix}sessione:uso`, 5_000);
    expect(await store.touch('uso')).toMatchObject(utente);
    expect(await redis.pttl(`${prefix}sessione:uso`)).toBeGreaterThan(59_000);
  });

  it('never outlives the absolute expiry, however often it is used', async () => {
    const t0 = Date.now();
    await store.create('assoluta', utente, t0);
    // 59 minutes and 50 seconds later: only 10 seconds are left, not a full idle period
    expect(await store.touch('assoluta', t0 + 3_590_000)).not.toBeNull();
    expect(await redis.pttl(`${prefix}sessione:assoluta`)).toBeLessThanOrEqual(10_000);
    expect(await store.touch('assoluta', t0 + 3_600_000)).toBeNull();
    expect(await redis.exists(`${prefix}sessione:assoluta`)).toBe(0);
  });

  it('forgets a deleted session', async () => {
    await store.create('fine', utente);
    await store.delete('fine');
    expect(await store.touch('fine')).toBeNull();
  });
});
