import { haPermesso } from '@registro/contracts';
import type { AuthenticatedUser } from '@registro/server-platform';
import { SEZIONE_ORDINI } from './history/ordini-history';

/**
 * Spec 3 §6's levels on section `ordini`: visualizza (1) reads every order; modifica (2) without
 * visualizza is a customer, who reads and creates only their own. The customer's id, or null for staff.
 */
export function soloClienteDi(user: AuthenticatedUser): number | null {
  return haPermesso(user.permessi, SEZIONE_ORDINI, 'visualizza') ? null : user.userId;
}

/** Deleting: `elimina` deletes any CREATO order, `modifica` alone only one's own. */
export function soloClientePerEliminare(user: AuthenticatedUser): number | null {
  return haPermesso(user.permessi, SEZIONE_ORDINI, 'elimina') ? null : user.userId;
}

/** Readers of the orders: staff (visualizza) and customers (modifica alone: their own orders). */
export const LETTORI_ORDINI = ['visualizza', 'modifica'] as const;
