import type { RispostaToken } from '@registro/contracts';
import type { EventMetadata, PostgresEventStore } from '@registro/server-event-store';
import type { UnitOfWork } from '@registro/server-platform';
import { SIGNIN_STREAM_TYPE, USER_SIGNED_IN, signinStreamId, type UserSignedInData } from '../../domain/user.events';
import type { SessionStore } from '../../sessions/session-store';
import { generateToken, idSessione } from '../../sessions/session-token';

/** Application session (spec 1 §2: the user menu is enabled only for type A). */
export const SESSIONE_APPLICATIVA = 'A';

/** How the user signed in, when not with a password: the session type and what the event adds. */
export interface ModalitaAccesso {
  sessionType: 'A' | 'S';
  /** the SPID session to leave through the IdP at logout */
  spidSession?: string;
  /** extra fields of the UserSignedIn event (metodo, livello, idp) */
  evento?: Pick<UserSignedInData, 'metodo' | 'livello' | 'idp'>;
}

/**
 * The last step of every successful sign-in (password, password and OTP code, SPID): a new token,
 * its session in Redis and the UserSignedIn event, in one transaction.
 */
export async function openSession(
  deps: { uow: UnitOfWork; store: PostgresEventStore; sessions: SessionStore },
  user: { id: number; username: string },
  da: { ip: string; userAgent: string },
  metadata: EventMetadata,
  modalita: ModalitaAccesso = { sessionType: SESSIONE_APPLICATIVA },
): Promise<RispostaToken> {
  const token = generateToken();
  const sessionId = idSessione(token);
  const data: UserSignedInData = { ip: da.ip, userAgent: da.userAgent, sessionId, sessionType: modalita.sessionType, ...modalita.evento };
  await deps.uow.run(async (tx) => {
    await deps.store.append(tx, signinStreamId(user.id), SIGNIN_STREAM_TYPE, [{ type: USER_SIGNED_IN, data }], 'any', metadata);
    // Inside the transaction: if Redis fails, no sign-in is recorded.
    await deps.sessions.create(sessionId, {
      userId: user.id,
      username: user.username,
      sessionType: modalita.sessionType,
      ...(modalita.spidSession ? { spidSession: modalita.spidSession } : {}),
    });
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: Math.round(deps.sessions.policy.idleMs / 1000),
  };
}
