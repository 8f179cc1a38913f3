import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { AuthenticatedUser } from './authenticated-user';
import { SESSION_RESOLVER, type SessionResolver } from './session-resolver.port';
import { requestToken } from './request-token';

export const SESSION_STRATEGY = 'sessione';

/**
 * Passport strategy for Registro's opaque session tokens: the request's bearer token (header or
 * authToken) resolved by the identity context's SESSION_RESOLVER; false when there is none.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  private resolver: SessionResolver | null | undefined;

  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  async validate(req: Request): Promise<AuthenticatedUser | false> {
    const token = requestToken(req);
    if (!token) return false;
    return (await this.sessionResolver()?.resolve(token)) ?? false;
  }

  /** Bound by IdentityModule; looked up lazily so the platform does not depend on identity. */
  private sessionResolver(): SessionResolver | null {
    if (this.resolver === undefined) {
      try {
        this.resolver = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
      } catch {
        this.resolver = null;
      }
    }
    return this.resolver;
  }
}
