import type { Projection, RecordedEvent, Transaction } from '@registro/server-event-store';
import {
  USER_CREATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  type UserCreatedData,
} from '../domain/user.events';
import { idDaStream } from './stream-id';

/** Inline projection of `users-*` into the `utenti` read model (lists, sign-in, sessions). */
export const utentiProjection: Projection = {
  name: 'identity-utenti',
  eventTypes: [USER_CREATED, USER_SIGNED_IN, USER_SIGNED_IN_FAILED, USER_SIGNED_OUT],

  async apply(tx: Transaction, events: RecordedEvent[]) {
    for (const e of events) {
      const id = idDaStream(e.streamId);
      switch (e.type) {
        case USER_CREATED: {
          const d = e.data as unknown as UserCreatedData;
          await tx.query(
            `INSERT INTO utenti (id, username, firstname, lastname, email, password_hash, gruppo_id,
                                 attivo, scadenza_utenza, stato_utenza, versione)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [id, d.username, d.firstname, d.lastname, d.email, d.passwordHash, d.gruppoId, d.attivo,
              d.scadenzaUtenza, d.statoUtenza, e.streamVersion],
          );
          break;
        }
        case USER_SIGNED_IN:
          await tx.query(`UPDATE utenti SET ultimo_accesso = $2, versione = $3 WHERE id = $1`, [
            id, e.recordedAt, e.streamVersion,
          ]);
          break;
        default:
          await tx.query(`UPDATE utenti SET versione = $2 WHERE id = $1`, [id, e.streamVersion]);
      }
    }
  },

  async reset(tx: Transaction) {
    await tx.query('DELETE FROM utenti');
  },
};
