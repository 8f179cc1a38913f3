import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { SessioneUtente } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { SessionStore } from '../../sessions/session-store';
import { ListSessionsQuery } from './list-sessions.query';

/** Margin between the UserSignedIn's recorded_at and the Redis session's creation, a little later. */
const MARGINE_MS = 60_000;

interface RigaSessione {
  id: string;
  username: string;
  session_type: string;
  created_at: Date;
}

/**
 * The sessions the `sessioni` projection (sign-in, open-session and sign-out events) knows as not
 * ended, younger than the absolute expiry, filtered by Redis: a session lives exactly as long as its
 * key, so one that expired unused — which no event records — is left out. The token itself is never
 * stored; `session` is the session's id (the token's SHA-256), which "open session" takes, and
 * `accessToken` only a masked form of that id.
 */
@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, SessioneUtente[]> {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(): Promise<SessioneUtente[]> {
    const adesso = Date.now();
    const { rows } = await this.pool.query<RigaSessione>(
      `SELECT id, username, session_type, created_at FROM sessioni
        WHERE ended_at IS NULL AND created_at > $1
        ORDER BY created_at DESC, id`,
      [new Date(adesso - this.sessions.policy.absoluteMs - MARGINE_MS)],
    );
    const vive = await this.sessions.ttlVive(rows.map((r) => r.id));
    return rows.flatMap((r) => {
      const ttlMs = vive.get(r.id);
      if (ttlMs === undefined) return [];
      return [
        {
          username: r.username,
          expiresIn: Math.ceil(ttlMs / 60_000),
          createToken: r.created_at.toISOString(),
          expiresToken: new Date(adesso + ttlMs).toISOString(),
          tokenType: 'Bearer',
          session: r.id,
          sessionType: r.session_type,
          accessToken: `${r.id.slice(0, 8)}…${r.id.slice(-4)}`,
        },
      ];
    });
  }
}
