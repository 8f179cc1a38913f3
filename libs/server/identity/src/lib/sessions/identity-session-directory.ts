import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL, type AuthenticatedUser, type OpenSession, type SessionDirectory } from '@registro/server-platform';
import { SignOutCommand } from '../commands/sign-out/sign-out.command';
import { SessionStore } from './session-store';

/** SESSION_DIRECTORY for the other contexts: the session list's open rows, Redis liveness, identity's sign-out. */
@Injectable()
export class IdentitySessionDirectory implements SessionDirectory {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sessions: SessionStore,
    private readonly commands: CommandBus,
  ) {}

  get absoluteLifetimeMs(): number {
    return this.sessions.policy.absoluteMs;
  }

  async openSessions(): Promise<OpenSession[]> {
    const { rows } = await this.pool.query<OpenSession>(
      `SELECT id AS "sessionId", user_id AS "userId", username, session_type AS "sessionType", created_at AS "createdAt"
         FROM sessioni WHERE ended_at IS NULL ORDER BY created_at`,
    );
    return rows;
  }

  liveSessions(sessionIds: readonly string[]): Promise<Map<string, number>> {
    return this.sessions.ttlVive(sessionIds);
  }

  async signOut(session: OpenSession, reason: string): Promise<void> {
    const user = { userId: session.userId, username: session.username, sessionId: session.sessionId, sessionType: session.sessionType } as AuthenticatedUser;
    await this.commands.execute(new SignOutCommand(user, { userName: 'sistema', motivo: reason }));
  }
}
