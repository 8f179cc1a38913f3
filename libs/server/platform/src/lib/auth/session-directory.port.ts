/** A session the session list shows as open: signed in, no sign-out recorded. */
export interface OpenSession {
  /** sha-256 hex of the token */
  sessionId: string;
  userId: number;
  username: string;
  /** 'A' application, 'S' SPID */
  sessionType: string;
  createdAt: Date;
}

/**
 * The sessions, as other contexts may see them (identity implements it): operations closes
 * expired sessions with it and disconnects the sockets of ended ones, without reading identity's
 * tables or Redis keys.
 */
export interface SessionDirectory {
  openSessions(): Promise<OpenSession[]>;
  /** of these session ids, the ones still alive, with their remaining time to live in ms (not refreshed) */
  liveSessions(sessionIds: readonly string[]): Promise<Map<string, number>>;
  /** the longest a session may live, whatever its use */
  readonly absoluteLifetimeMs: number;
  /** identity's own sign-out, so the session list, the history and the logs agree */
  signOut(session: OpenSession, reason: string): Promise<void>;
}

export const SESSION_DIRECTORY = Symbol('SESSION_DIRECTORY');
