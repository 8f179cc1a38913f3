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
  /** username of the administrator who opened this session as the user (session list) */
  apertaDa?: string;
  /** the SPID session this one was opened with (sessionType 'S'): logout goes through the IdP */
  spidSession?: string;
}

/**
 * Sessions in Redis, keyed by the token's hash. The key's TTL is the idle expiry, refreshed on
 * each use but never beyond the absolute expiry. A set per user, `<prefix>sessioni-utente:<id>`,
 * holds the ids of the user's sessions so they can all be ended at once.
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

  private userKey(userId: number): string {
    return `${this.prefix}sessioni-utente:${userId}`;
  }

  private ttl(s: SessioneSalvata, now: number): number {
    return Math.min(this.policy.idleMs, s.expiresAt - now);
  }

  /** `durataMs` shortens the absolute expiry (a session opened by an administrator). */
  async create(
    sessionId: string,
    user: { userId: number; username: string; sessionType: string; apertaDa?: string; spidSession?: string },
    now = Date.now(),
    durataMs = this.policy.absoluteMs,
  ): Promise<SessioneSalvata> {
    const s: SessioneSalvata = { ...user, createdAt: now, expiresAt: now + Math.min(durataMs, this.policy.absoluteMs) };
    await this.redis
      .multi()
      .set(this.key(sessionId), JSON.stringify(s), 'PX', this.ttl(s, now))
      .sadd(this.userKey(user.userId), sessionId)
      .pexpire(this.userKey(user.userId), this.policy.absoluteMs)
      .exec();
    return s;
  }

  /**
   * The live session, its idle expiry refreshed: one command (GETEX, read and refresh together);
   * only a session near its absolute expiry needs a second one, to cut the refresh short. Not an
   * ioredis pipeline: each defines a getter of its own, and on every request that made V8 promote
   * the request's memory (docs/performance.md).
   */
  async touch(sessionId: string, now = Date.now()): Promise<SessioneSalvata | null> {
    const key = this.key(sessionId);
    const raw = await this.redis.getex(key, 'PX', this.policy.idleMs);
    if (!raw) return null;
    const s = JSON.parse(raw) as SessioneSalvata;
    const ttl = this.ttl(s, now);
    if (ttl <= 0) {
      await this.delete(sessionId);
      return null;
    }
    if (ttl < this.policy.idleMs) await this.redis.pexpire(key, ttl);
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
    const raw = await this.redis.get(this.key(sessionId));
    const userId = raw ? (JSON.parse(raw) as SessioneSalvata).userId : undefined;
    await this.redis.del(this.key(sessionId));
    if (userId !== undefined) await this.redis.srem(this.userKey(userId), sessionId);
  }

  /**
   * Ends every session of a user (logout everywhere, blocking, deactivation, deletion) except
   * `tranne` when given (e.g. the caller's own, left exactly as it is); answers how many ended.
   */
  async deleteAllForUser(userId: number, tranne?: string): Promise<number> {
    const ids = (await this.redis.smembers(this.userKey(userId))).filter((id) => id !== tranne);
    if (!ids.length) return 0;
    const [cancellate] = await Promise.all([
      this.redis.del(...ids.map((id) => this.key(id))),
      this.redis.srem(this.userKey(userId), ...ids),
    ]);
    return cancellate;
  }

  /**
   * Which of these sessions are still alive, asked in one pipeline: each live id with the ms until
   * it expires if unused (the key's TTL, never past the absolute expiry). Nothing is refreshed.
   */
  async ttlVive(sessionIds: readonly string[]): Promise<Map<string, number>> {
    const vive = new Map<string, number>();
    if (!sessionIds.length) return vive;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds) pipeline.pttl(this.key(id));
    const risposte = (await pipeline.exec()) ?? [];
    sessionIds.forEach((id, i) => {
      const [errore, ttlMs] = risposte[i] ?? [];
      // -2: no such key (expired or ended); -1 cannot happen, every session key has a TTL
      if (!errore && Number(ttlMs) > 0) vive.set(id, Number(ttlMs));
    });
    return vive;
  }
}
