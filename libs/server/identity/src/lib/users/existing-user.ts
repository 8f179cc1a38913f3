import { NotFoundError } from '@registro/server-platform';
import type { UserState } from '../domain/user.aggregate';

/** The user the command acts on; 404 when it does not exist (or was deleted). */
export function existingUser(state: UserState): UserState {
  if (!state.exists || state.deleted) throw new NotFoundError('Utente non trovato');
  return state;
}
