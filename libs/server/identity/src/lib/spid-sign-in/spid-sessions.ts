import type { Redis } from 'ioredis';

/**
 * Which Registro session a SPID session opened, under `<prefix>sessione-spid:<spidSession>`, so
 * an IdP-initiated logout can end it. Lives as long as the longest Registro session.
 */
export class SpidSessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(spidSession: string): string {
    return `${this.prefix}sessione-spid:${spidSession}`;
  }

  async collega(spidSession: string, sessionId: string, durataMs: number): Promise<void> {
    await this.redis.set(this.key(spidSession), sessionId, 'PX', durataMs);
  }

  /** The Registro session id, forgotten in the same step. */
  async scollega(spidSession: string): Promise<string | null> {
    return this.redis.getdel(this.key(spidSession));
  }
}
