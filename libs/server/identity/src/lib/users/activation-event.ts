import { BadRequestError, type AuthenticatedUser } from '@registro/server-platform';
import { USER_ACTIVATED, USER_DEACTIVATED, type UserActivated, type UserDeactivated } from '../domain/user.events';

/**
 * UserActivated / UserDeactivated to take the user to `attivo`, or null when already there.
 * Administrators cannot deactivate themselves (they would lock themselves out).
 */
export function activationEvent(
  user: { id: number; attivo: boolean },
  attivo: boolean,
  amministratore: AuthenticatedUser,
): UserActivated | UserDeactivated | null {
  if (user.attivo === attivo) return null;
  if (!attivo && user.id === amministratore.userId) throw new BadRequestError('Non è possibile disattivare il proprio utente');
  return attivo ? { type: USER_ACTIVATED, data: {} } : { type: USER_DEACTIVATED, data: {} };
}
