import type { AuthenticatedUser } from '@registro/server-platform';
import type { UserState } from '../../domain/user.aggregate';
import type { UserEvent } from '../../domain/user.events';
import { activationEvent } from '../activation-event';
import { existingUser } from '../existing-user';

/** The switch of the user list: the user's id and who flips it. */
export interface ToggleUserActive {
  id: number;
  amministratore: AuthenticatedUser;
}

/** UserActivated or UserDeactivated, the opposite of today (never deactivating one's own user); 404 for a user that is not there. */
export function decideToggleUserActive({ id, amministratore }: ToggleUserActive, state: UserState): UserEvent[] {
  const utente = existingUser(state);
  const evento = activationEvent({ id, attivo: utente.attivo }, !utente.attivo, amministratore);
  return evento ? [evento] : [];
}
