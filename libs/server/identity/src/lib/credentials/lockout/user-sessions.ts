import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { SessionStore } from '../../sessions/session-store';

/**
 * The identity module's SessionStore, looked up when first needed: CredentialsModule is imported
 * by IdentityModule, so it cannot inject that module's providers directly.
 */
@Injectable()
export class UserSessions {
  private cached?: SessionStore;

  constructor(private readonly moduleRef: ModuleRef) {}

  get store(): SessionStore {
    this.cached ??= this.moduleRef.get(SessionStore, { strict: false });
    return this.cached;
  }

  /** Ends every session of the user, except `tranne` (the caller's own) when given. */
  async terminaTutte(userId: number, tranne?: string): Promise<void> {
    await this.store.deleteAllForUser(userId, tranne);
  }
}
