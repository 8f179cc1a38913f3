import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What GET /api/identitymanager/login remembers for its callback, keyed by `state`. */
export interface OidcRequest {
  clientId: string;
  nonce: string;
  /** PKCE verifier (S256) */
  codeVerifier: string;
}

/** How long the user has to sign in at the identity manager, seconds. */
export const DURATA_RICHIESTA_OIDC_SECONDI = 600;

/**
 * Pending OIDC sign-ins: Redis holds them under `<prefix>oidc-richiesta:<sha-256 of state>` for
 * 10 minutes; the callback takes one away in the same step (GETDEL), so a state works once.
 */
export class OidcRequests {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  key(state: string): string {
    return `${this.prefix}oidc-richiesta:${createHash('sha256').update(state).digest('hex')}`;
  }

  async save(state: string, request: OidcRequest): Promise<void> {
    await this.redis.set(this.key(state), JSON.stringify(request), 'EX', DURATA_RICHIESTA_OIDC_SECONDI);
  }

  async consuma(state: string): Promise<OidcRequest | null> {
    if (!/^[A-Za-z0-9_-]{20,128}$/.test(state)) return null;
    const raw = await this.redis.getdel(this.key(state));
    return raw ? (JSON.parse(raw) as OidcRequest) : null;
  }
}
