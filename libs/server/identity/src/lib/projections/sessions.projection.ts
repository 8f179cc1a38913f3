import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import {
  USER_BLOCKED,
  USER_PASSWORD_CHANGED,
  USER_PASSWORD_RESET,
} from '../credentials/credentials.events';
import {
  SESSION_OPENED_BY_ADMINISTRATOR,
  USER_CREATED,
  USER_DEACTIVATED,
  USER_DELETED,
  USER_SIGNED_IN,
  USER_SIGNED_OUT,
  USER_UPDATED,
  type UserEvent,
} from '../domain/user.events';

/** A session opened by an administrator is always an application session. */
const SESSIONE_APPLICATIVA = 'A';

/** Events after which none of the user's sessions survives (see SessionStore.deleteAllForUser's callers). */
const FINE_DI_TUTTE = new Set([USER_BLOCKED, USER_DEACTIVATED, USER_DELETED, USER_PASSWORD_RESET, USER_PASSWORD_CHANGED]);

function apriSessione(
  tx: Transaction,
  e: RecordedEvent,
  s: { id: string; tipo: string; ip: string; userAgent: string; metodo: string | null; apertaDa: string | null },
): void {
  pipelineWrite(
    tx,
    `INSERT INTO sessioni (id, user_id, username, session_type, created_at, ip, user_agent, metodo, opened_by)
     VALUES ($1, $2, COALESCE((SELECT username FROM sessioni_utenti WHERE user_id = $2), ''), $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO NOTHING`,
    [s.id, numericIdOfStream(e.streamId), s.tipo, e.recordedAt, s.ip, s.userAgent, s.metodo, s.apertaDa],
  );
}

/**
 * Inline projection of `users-*` and `signins-*` (sign-ins and sign-outs since issue 10; older ones
 * stay in `users-*`) into the session list's read model `sessioni`: a row per session
 * opened (UserSignedIn, SessionOpenedByAdministrator), ended by UserSignedOut or by an event that
 * ends all of the user's sessions. `ended_at` null does not mean alive: an unused session just
 * expires in Redis, which the list asks (see ListSessionsHandler).
 */
export const sessionsProjection: Projection<UserEvent> = {
  name: 'identity-sessioni',
  eventTypes: [USER_CREATED, USER_UPDATED, USER_SIGNED_IN, SESSION_OPENED_BY_ADMINISTRATOR, USER_SIGNED_OUT, ...FINE_DI_TUTTE],

  async apply(tx: Transaction, events: RecordedEvent<UserEvent>[]) {
    for (const e of events) {
      const userId = numericIdOfStream(e.streamId);
      switch (e.type) {
        case USER_CREATED:
          pipelineWrite(
            tx,
            `INSERT INTO sessioni_utenti (user_id, username) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username`,
            [userId, e.data.username],
          );
          break;
        case USER_UPDATED: {
          const username = e.data.changes.username;
          if (username) pipelineWrite(tx, `UPDATE sessioni_utenti SET username = $2 WHERE user_id = $1`, [userId, username.dopo]);
          break;
        }
        case USER_SIGNED_IN: {
          const d = e.data;
          apriSessione(tx, e, {
            id: d.sessionId,
            tipo: d.sessionType ?? (d.metodo === 'SPID' ? 'S' : 'A'),
            ip: d.ip ?? '',
            userAgent: d.userAgent ?? '',
            metodo: d.metodo ?? null,
            apertaDa: null,
          });
          break;
        }
        case SESSION_OPENED_BY_ADMINISTRATOR: {
          const d = e.data;
          const m = e.metadata;
          apriSessione(tx, e, {
            id: d.sessionId,
            tipo: SESSIONE_APPLICATIVA,
            ip: typeof m.ip === 'string' ? m.ip : '',
            userAgent: typeof m.userAgent === 'string' ? m.userAgent : '',
            metodo: null,
            apertaDa: d.amministratore,
          });
          break;
        }
        case USER_SIGNED_OUT:
          pipelineWrite(tx, `UPDATE sessioni SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [
            e.data.sessionId,
            e.recordedAt,
          ]);
          break;
        default: {
          // FINE_DI_TUTTE; a password changed from a session keeps that one open
          const mantenuta = e.type === USER_PASSWORD_CHANGED ? e.data.sessioneMantenuta : undefined;
          pipelineWrite(
            tx,
            `UPDATE sessioni SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3`,
            [userId, e.recordedAt, mantenuta ?? null],
          );
        }
      }
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM sessioni');
    pipelineWrite(tx, 'DELETE FROM sessioni_utenti');
  },
};
