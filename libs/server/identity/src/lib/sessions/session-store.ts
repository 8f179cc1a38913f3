import type { Redis } from 'ioredis';
import type { SessionPolicy } from './session-policy';

/** What Redis holds for one session, under `<prefix>sessione:<sessionId>`. */
export interface SessioneSalvata {
  userId: number;
  username: string;
  /** 'A' application, 'S' SPID */
  sessionType: string;
  /** epoch ms */
  createdAt: number;
  /** epoch ms: the absolute expiry, never extended */
  expiresAt: number;
}

/**
 * Sessions in Redis, keyed by the token's hash. The key's TTL is the idle expiry, refreshed on
 * each use but never beyond the absolute expiry.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly policy: SessionPolicy,
  ) {}

  private key(sessionId: string): string {
    return `${this.prefix}sessione:${sessionId}`;
  }

  private ttl(s: SessioneSalvata, now: number): number {
    return Math.min(this.policy.idleMs, s.expiresAt - now);
  }

  async create(
    sessionId: string,
    user: { userId: number; username: string; sessionType: string },
    now = Date.now(),
  ): Promise<SessioneSalvata> {
    const s: SessioneSalvata = { ...user, createdAt: now, expiresAt: now + this.policy.absoluteMs };
    await this.redis.set(this.key(sessionId), JSON.stringify(s), 'PX', this.ttl(s, now));
    return s;
  }

  /** The live session, its idle expiry refreshed; null when unknown or expired. */
  async touch(sessionId: string, now = Date.now()): Promise<SessioneSalvata | null> {
    const raw = await this.redis.get(this.key(sessionId));
    if (!raw) return null;
    const s = JSON.parse(raw) as SessioneSalvata;
    const ttl = this.ttl(s, now);
    if (ttl <= 0) {
      await this.delete(sessionId);
      return null;
    }
    await this.redis.pexpire(this.key(sessionId), ttl);
    return s;
  }

  /** Without refreshing: for reading another session than the caller's. */
  async peek(sessionId: string, now = Date.now()): Promise<SessioneSalvata | null> {
    const raw = await this.redis.get(this.key(sessionId));
    if (!raw) return null;
    const s = JSON.parse(raw) as SessioneSalvata;
    return s.expiresAt > now ? s : null;
  }

  async delete(sessionId: string): Promise<void> {
    await this.redis.del(this.key(sessionId));
  }
}
