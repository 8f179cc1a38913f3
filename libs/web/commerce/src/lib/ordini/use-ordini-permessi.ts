import { haPermesso } from '@registro/contracts';
import { useProfilo } from '@registro/web-ui';

/**
 * Spec 3 §6 on section `ordini`: visualizza (level 1) shows every order and the customer filter,
 * modifica (level 2) creates orders (alone: a customer, their own), approva (level 4) shows
 * Conferma Ordine.
 */
export function useOrdiniPermessi() {
  const permessi = useProfilo().data?.gruppo?.permessi;
  return {
    vedeTutti: haPermesso(permessi, 'ordini', 'visualizza'),
    crea: haPermesso(permessi, 'ordini', 'modifica'),
    approva: haPermesso(permessi, 'ordini', 'approva'),
  };
}
