import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What a single-use SPID code stands for until GET /api/spidlogin exchanges it. */
export interface PendingSpidSignIn {
  metodo?: 'SPID';
  userId: number;
  username: string;
  spidSession: string;
  livello: string;
  idp: string;
}

/** The same single-use code after a sign-in at an OpenID Connect identity manager (external-idp/). */
export interface PendingOidcSignIn {
  metodo: 'OIDC';
  userId: number;
  username: string;
  /** clientId of the identity manager */
  idp: string;
}

export type PendingSignIn = PendingSpidSignIn | PendingOidcSignIn;

/** How long the web app has to exchange the code after the ACS redirect, seconds. */
export const DURATA_CODICE_SPID_SECONDI = 60;

/**
 * Single-use codes of the SPID (and OIDC) sign-in: 256 random bits (base64url); Redis holds only their
 * sha-256 under `<prefix>spid-codice:<hash>` for 60 s and forgets it at the first exchange.
 */
export class SpidSignInCodes {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(codice: string): string {
    return `${this.prefix}spid-codice:${createHash('sha256').update(codice).digest('hex')}`;
  }

  async create(accesso: PendingSignIn): Promise<string> {
    const codice = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(codice), JSON.stringify(accesso), 'EX', DURATA_CODICE_SPID_SECONDI);
    return codice;
  }

  /** The pending sign-in, removed in the same step (GETDEL): a second exchange finds nothing. */
  async consuma(codice: string): Promise<PendingSignIn | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(codice)) return null;
    const raw = await this.redis.getdel(this.key(codice));
    return raw ? (JSON.parse(raw) as PendingSignIn) : null;
  }
}
