import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import {
  SESSION_OPENED_BY_ADMINISTRATOR,
  USER_ACTIVATED,
  USER_CREATED,
  USER_DEACTIVATED,
  USER_DELETED,
  USER_GROUP_CHANGED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_PROFILE_UPDATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  USER_UPDATED,
  type UserEvent,
} from '../domain/user.events';
import { userVersionOf } from './user-version';

/** Read-model column of each field UserUpdated / UserProfileUpdated may change. */
const COLONNE: Record<string, string> = {
  username: 'username',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  scadenzaUtenza: 'scadenza_utenza',
  cellulare: 'cellulare',
  tipoIdentificativo: 'tipo_identificativo',
  identificativo: 'identificativo',
  domicilio: 'domicilio',
  residenza: 'residenza',
  latitudine: 'latitudine',
  longitudine: 'longitudine',
};
const JSONB = new Set(['domicilio', 'residenza']);

/** SET clause and values for the `dopo` of each change; unknown fields are ignored. */
function applicaModifiche(tx: Transaction, id: number, versione: number, changes: Record<string, { dopo: unknown } | undefined>): void {
  const assegnazioni: string[] = [];
  const valori: unknown[] = [id, versione];
  for (const [campo, modifica] of Object.entries(changes)) {
    const colonna = COLONNE[campo];
    if (!colonna || !modifica) continue;
    valori.push(JSONB.has(campo) ? JSON.stringify(modifica.dopo ?? {}) : modifica.dopo);
    assegnazioni.push(`${colonna} = $${valori.length}`);
  }
  pipelineWrite(tx, `UPDATE utenti SET ${[...assegnazioni, 'versione = $2'].join(', ')} WHERE id = $1`, valori);
  // the fiscal code is findable only while the identificativo is a CF
  if ('tipoIdentificativo' in changes || 'identificativo' in changes)
    pipelineWrite(
      tx,
      `UPDATE utenti SET codice_fiscale = CASE WHEN tipo_identificativo = 'CF' AND identificativo <> '' THEN upper(identificativo) END
        WHERE id = $1`,
      [id],
    );
}

/**
 * Inline projection of `users-*` and `signins-*` into the `utenti` read model (lists, sign-in,
 * sessions, profile); `versione` follows `users-<id>` only.
 */
export const usersProjection: Projection<UserEvent> = {
  name: 'identity-utenti',
  eventTypes: [
    USER_CREATED,
    USER_SIGNED_IN,
    USER_SIGNED_IN_FAILED,
    USER_SIGNED_OUT,
    USER_UPDATED,
    USER_GROUP_CHANGED,
    USER_ACTIVATED,
    USER_DEACTIVATED,
    USER_DELETED,
    USER_PASSWORD_SET_BY_ADMINISTRATOR,
    USER_PROFILE_UPDATED,
    SESSION_OPENED_BY_ADMINISTRATOR,
  ],

  async apply(tx: Transaction, events: RecordedEvent<UserEvent>[]) {
    for (const e of events) {
      const id = numericIdOfStream(e.streamId);
      switch (e.type) {
        case USER_CREATED: {
          const d = e.data;
          pipelineWrite(
            tx,
            `INSERT INTO utenti (id, username, firstname, lastname, email, password_hash, gruppo_id,
                                 attivo, scadenza_utenza, stato_utenza, versione)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [id, d.username, d.firstname, d.lastname, d.email, d.passwordHash, d.gruppoId, d.attivo,
              d.scadenzaUtenza, d.statoUtenza, e.streamVersion],
          );
          break;
        }
        // from `signins-<id>` (or, recorded before issue 10, `users-<id>`)
        case USER_SIGNED_IN:
          pipelineWrite(tx, `UPDATE utenti SET ultimo_accesso = $2, versione = COALESCE($3, versione) WHERE id = $1`, [
            id, e.recordedAt, userVersionOf(e),
          ]);
          break;
        case USER_UPDATED:
          applicaModifiche(tx, id, e.streamVersion, e.data.changes);
          break;
        case USER_PROFILE_UPDATED:
          applicaModifiche(tx, id, e.streamVersion, e.data.changes);
          break;
        case USER_GROUP_CHANGED:
          pipelineWrite(tx, `UPDATE utenti SET gruppo_id = $2, versione = $3 WHERE id = $1`, [
            id, e.data.dopo.id, e.streamVersion,
          ]);
          break;
        case USER_ACTIVATED:
        case USER_DEACTIVATED:
          pipelineWrite(tx, `UPDATE utenti SET attivo = $2, versione = $3 WHERE id = $1`, [
            id, e.type === USER_ACTIVATED, e.streamVersion,
          ]);
          break;
        case USER_PASSWORD_SET_BY_ADMINISTRATOR:
          pipelineWrite(tx, `UPDATE utenti SET password_hash = $2, versione = $3 WHERE id = $1`, [
            id, e.data.passwordHash, e.streamVersion,
          ]);
          break;
        // the stream and its history stay; the user leaves every list and can no longer sign in
        case USER_DELETED:
          pipelineWrite(tx, `DELETE FROM utenti WHERE id = $1`, [id]);
          break;
        default:
          pipelineWrite(tx, `UPDATE utenti SET versione = COALESCE($2, versione) WHERE id = $1`, [id, userVersionOf(e)]);
      }
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM utenti');
  },
};
