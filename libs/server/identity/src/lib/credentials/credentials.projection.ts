import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import {
  STATO_UTENZA_ATTIVA,
  STATO_UTENZA_BLOCCATA,
  USER_CREATED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  type UserEvent,
} from '../domain/user.events';
import { userVersionOf } from '../projections/user-version';
import {
  USER_BLOCKED,
  USER_PASSWORD_CHANGED,
  USER_PASSWORD_RESET,
  USER_PASSWORD_RESET_REQUESTED,
  USER_REGISTERED,
  USER_REGISTRATION_VALIDATED,
  USER_SECOND_FACTOR_FAILED,
  USER_TWO_FACTOR_ENROLLED,
  USER_TWO_FACTOR_ENROLMENT_SENT,
  USER_UNLOCKED,
} from './credentials.events';

/**
 * Inline projection of the credential events into the credential columns of `utenti`
 * (password hash and age, temporary flag, failed sign-ins, blocked state, TOTP secret). The row
 * itself belongs to the utenti projection, which must be registered before this one. Failures and
 * sign-ins come from `signins-<id>` (or, recorded before issue 10, `users-<id>`): both are counted.
 */
export const credentialsProjection: Projection<UserEvent> = {
  name: 'identity-credenziali',
  eventTypes: [
    USER_CREATED,
    USER_PASSWORD_SET_BY_ADMINISTRATOR,
    USER_SIGNED_IN,
    USER_SIGNED_IN_FAILED,
    USER_PASSWORD_CHANGED,
    USER_PASSWORD_RESET_REQUESTED,
    USER_PASSWORD_RESET,
    USER_BLOCKED,
    USER_UNLOCKED,
    USER_TWO_FACTOR_ENROLMENT_SENT,
    USER_TWO_FACTOR_ENROLLED,
    USER_SECOND_FACTOR_FAILED,
    USER_REGISTERED,
    USER_REGISTRATION_VALIDATED,
  ],

  async apply(tx: Transaction, events: RecordedEvent<UserEvent>[]) {
    for (const e of events) {
      const id = numericIdOfStream(e.streamId);
      const aggiorna = (set: string, valori: unknown[] = []) =>
        pipelineWrite(tx, `UPDATE utenti SET ${set} WHERE id = $1`, [id, ...valori]);
      switch (e.type) {
        case USER_CREATED:
        case USER_PASSWORD_SET_BY_ADMINISTRATOR:
          aggiorna(`password_cambiata_il = $2, password_temporanea = false`, [e.recordedAt]);
          break;
        case USER_SIGNED_IN:
          aggiorna(`accessi_falliti = 0`);
          break;
        case USER_SIGNED_IN_FAILED:
          if (e.data.motivo === 'PASSWORD_ERRATA')
            aggiorna(`accessi_falliti = accessi_falliti + 1`);
          break;
        case USER_SECOND_FACTOR_FAILED:
          aggiorna(`accessi_falliti = accessi_falliti + 1, versione = COALESCE($2, versione)`, [userVersionOf(e)]);
          break;
        case USER_PASSWORD_CHANGED: {
          const d = e.data;
          aggiorna(
            `password_hash = $2, password_cambiata_il = $3, password_temporanea = false, accessi_falliti = 0, versione = $4`,
            [d.passwordHash, e.recordedAt, e.streamVersion],
          );
          break;
        }
        case USER_PASSWORD_RESET: {
          const d = e.data;
          aggiorna(
            `password_hash = $2, password_cambiata_il = $3, password_temporanea = $4, accessi_falliti = 0, versione = $5`,
            [d.passwordHash, e.recordedAt, d.temporanea, e.streamVersion],
          );
          break;
        }
        case USER_BLOCKED:
          aggiorna(`stato_utenza = $2, versione = $3`, [STATO_UTENZA_BLOCCATA, e.streamVersion]);
          break;
        case USER_UNLOCKED:
          aggiorna(`stato_utenza = $2, accessi_falliti = 0, versione = $3`, [STATO_UTENZA_ATTIVA, e.streamVersion]);
          break;
        case USER_TWO_FACTOR_ENROLLED:
          aggiorna(`totp_segreto = $2, versione = $3`, [
            e.data.segretoCifrato,
            e.streamVersion,
          ]);
          break;
        default:
          aggiorna(`versione = COALESCE($2, versione)`, [userVersionOf(e)]);
      }
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(
      tx,
      `UPDATE utenti SET password_cambiata_il = now(), password_temporanea = false, accessi_falliti = 0,
                         totp_segreto = NULL, stato_utenza = $1`,
      [STATO_UTENZA_ATTIVA],
    );
  },
};
