import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type AuthenticatedUser, type SessionResolver } from '@registro/server-platform';
import { signInRefusalReason } from '../domain/user.aggregate';
import { sessionUser } from '../projections/users.read-model';
import { GroupPermissions } from './group-permissions';
import { formaTokenValida, idSessione } from './session-token';
import { SessionStore } from './session-store';

/**
 * Bearer token → caller. The user and the group's version are read on every request, so a user
 * disabled or a group changed takes effect at once (one Redis round trip and one indexed read;
 * correctness first); the group's permissions are read again only when its version changed.
 */
@Injectable()
export class IdentitySessionResolver implements SessionResolver {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly groupPermissions: GroupPermissions,
  ) {}

  async resolve(token: string): Promise<AuthenticatedUser | null> {
    if (!formaTokenValida(token)) return null;
    const sessionId = idSessione(token);
    const sessione = await this.sessions.touch(sessionId);
    if (!sessione) return null;
    const utente = await sessionUser(this.pool, sessione.userId);
    if (!utente || signInRefusalReason(utente, new Date())) {
      await this.sessions.delete(sessionId);
      return null;
    }
    return {
      userId: utente.id,
      username: utente.username,
      gruppoId: utente.gruppo.id,
      gruppoNome: utente.gruppo.nome,
      permessi: await this.groupPermissions.of(utente.gruppo.id, utente.gruppo.versione),
      sessionType: sessione.sessionType,
      sessionId,
    };
  }
}
