import type { NewEvent } from '@registro/server-event-store';
import { BadRequestError, type AuthenticatedUser } from '@registro/server-platform';
import { USER_ACTIVATED, USER_DEACTIVATED } from '../../domain/user.events';

/**
 * UserActivated / UserDeactivated to take the user to `attivo`, or null when already there.
 * Administrators cannot deactivate themselves (they would lock themselves out).
 */
export function eventoAttivazione(
  utente: { id: number; attivo: boolean },
  attivo: boolean,
  amministratore: AuthenticatedUser,
): NewEvent | null {
  if (utente.attivo === attivo) return null;
  if (!attivo && utente.id === amministratore.userId) throw new BadRequestError('Non è possibile disattivare il proprio utente');
  return { type: attivo ? USER_ACTIVATED : USER_DEACTIVATED, data: {} };
}
