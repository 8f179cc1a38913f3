import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SessioneUtente } from '@registro/contracts';
import { SessionStore } from '../../sessions/session-store';
import { ListSessionsQuery } from './list-sessions.query';

/**
 * Read straight from Redis (a scan of this server's session keys): Redis is where a session
 * lives or dies, so the list never shows one that expired or ended. The token itself is never
 * stored; `session` is the session's id (the token's SHA-256), which "open session" takes, and
 * `accessToken` only a masked form of that id.
 */
@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, SessioneUtente[]> {
  constructor(private readonly sessions: SessionStore) {}

  async execute(): Promise<SessioneUtente[]> {
    const adesso = Date.now();
    const vive = await this.sessions.list(adesso);
    return vive
      .sort((a, b) => b.sessione.createdAt - a.sessione.createdAt)
      .map(({ sessionId, sessione, ttlMs }) => ({
        username: sessione.username,
        expiresIn: Math.ceil(ttlMs / 60_000),
        createToken: new Date(sessione.createdAt).toISOString(),
        expiresToken: new Date(adesso + ttlMs).toISOString(),
        tokenType: 'Bearer',
        session: sessionId,
        sessionType: sessione.sessionType,
        accessToken: `${sessionId.slice(0, 8)}…${sessionId.slice(-4)}`,
      }));
  }
}
