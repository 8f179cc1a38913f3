import type { AuthenticatedUser } from '@registro/server-platform';
import { updateUser, type UserState } from '../../domain/user.aggregate';
import {
  USER_CREATED,
  USER_GROUP_CHANGED,
  USER_PASSWORD_SET_BY_ADMINISTRATOR,
  USER_UPDATED,
  type UserCreatedData,
  type UserEvent,
  type UserGroupChangedData,
} from '../../domain/user.events';
import { activationEvent } from '../activation-event';
import { existingUser } from '../existing-user';
import type { UserFormValues } from './user-form-values';

/** UserCreated: the user as checked before the transaction (the form's or the seeder's values). */
export function decideCreateUser(utente: UserCreatedData): UserEvent[] {
  return [{ type: USER_CREATED, data: utente }];
}

/** The user form over an existing user, with what was loaded for it. */
export interface UpdateUser {
  id: number;
  valori: UserFormValues;
  /** the new password's hash, when the form sets one */
  passwordHash?: string;
  /** the group the user leaves and the one it joins, or null when the group stays */
  cambioGruppo: UserGroupChangedData | null;
  amministratore: AuthenticatedUser;
}

/**
 * What the form changed: UserUpdated for the fields, UserGroupChanged, UserActivated or
 * UserDeactivated (never one's own), UserPasswordSetByAdministrator; nothing when nothing changed.
 */
export function decideUpdateUser({ id, valori, passwordHash, cambioGruppo, amministratore }: UpdateUser, state: UserState): UserEvent[] {
  const utente = existingUser(state);
  const eventi: UserEvent[] = [];
  const modifiche = updateUser(utente, changedFields(valori));
  if (modifiche) eventi.push({ type: USER_UPDATED, data: modifiche });
  if (cambioGruppo) eventi.push({ type: USER_GROUP_CHANGED, data: cambioGruppo });
  const attivazione = valori.attivo === undefined ? null : activationEvent({ id, attivo: utente.attivo }, valori.attivo, amministratore);
  if (attivazione) eventi.push(attivazione);
  if (passwordHash) eventi.push({ type: USER_PASSWORD_SET_BY_ADMINISTRATOR, data: { passwordHash } });
  return eventi;
}

/** The form's fields UserUpdated compares (undefined: left as they are). */
function changedFields(values: UserFormValues): Partial<Pick<UserState, 'username' | 'firstname' | 'lastname' | 'email' | 'scadenzaUtenza'>> {
  return {
    username: values.username,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    scadenzaUtenza: values.scadenzaUtenza === undefined ? undefined : (values.scadenzaUtenza?.toISOString() ?? null),
  };
}
