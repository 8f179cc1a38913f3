import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What a mailed link is for; each has its own key space. */
export type LinkPurpose = 'reset-password' | 'registrazione' | 'iscrizione-otp';

/**
 * Single-use, expiring tokens for mailed links. The token is 256 random bits (base64url);
 * Redis holds only its sha-256 under `<prefix>link:<scopo>:<hash>`, with the payload and a TTL.
 */
export class OneTimeLinks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(scopo: LinkPurpose, token: string): string {
    return `${this.prefix}link:${scopo}:${createHash('sha256').update(token).digest('hex')}`;
  }

  async create<T extends object>(scopo: LinkPurpose, payload: T, durataMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(scopo, token), JSON.stringify(payload), 'PX', durataMs);
    return token;
  }

  /** The payload while the link is valid, without using it up. */
  async read<T extends object>(scopo: LinkPurpose, token: string): Promise<T | null> {
    if (!tokenBenFormato(token)) return null;
    const raw = await this.redis.get(this.key(scopo, token));
    return raw ? (JSON.parse(raw) as T) : null;
  }

  /** Replaces the payload, keeping the link's expiry. */
  async update<T extends object>(scopo: LinkPurpose, token: string, payload: T): Promise<boolean> {
    const esito = await this.redis.set(this.key(scopo, token), JSON.stringify(payload), 'KEEPTTL', 'XX');
    return esito === 'OK';
  }

  /** Uses the link up: the payload, once; null when unknown, expired or already used. */
  async consuma<T extends object>(scopo: LinkPurpose, token: string): Promise<T | null> {
    if (!tokenBenFormato(token)) return null;
    const raw = await this.redis.getdel(this.key(scopo, token));
    return raw ? (JSON.parse(raw) as T) : null;
  }

  /** Puts a consumed link back when the work it started failed. */
  async restore<T extends object>(scopo: LinkPurpose, token: string, payload: T, durataMs: number): Promise<void> {
    await this.redis.set(this.key(scopo, token), JSON.stringify(payload), 'PX', durataMs, 'NX');
  }
}

function tokenBenFormato(token: string): boolean {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
