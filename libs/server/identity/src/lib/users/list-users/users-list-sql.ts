import { SEZIONE, haPermesso } from '@registro/contracts';
import { containsPattern, type AuthenticatedUser, type ListSql } from '@registro/server-platform';
import { UTENTE_COLUMNS } from '../utente-columns';
import type { ListUsersFilters } from './list-users.dto';

/** The group of the orders' customers (spec 3 §1, profile CLIENTE). */
const PROFILO_CLIENTE = 'CLIENTE';

/**
 * The user list (GET /api/users and its Excel download): `utenti` joined with the group, by surname
 * and name. It is also the customer dropdown of the orders (spec 3 §6, `profilo=CLIENTE`): a caller
 * without `users` visualizza (who came in by `ordini` visualizza) reads only the CLIENTE group's
 * users, as {id, lastname, firstname, username} (the username, unique, tells two customers with
 * the same name apart in the dropdown; nothing else of the account).
 */
export function usersListSql(filters: ListUsersFilters, caller: AuthenticatedUser): ListSql {
  const soloClienti = !haPermesso(caller.permessi, SEZIONE.users, 'visualizza');
  return {
    select: soloClienti ? 'u.id, u.lastname, u.firstname, u.username' : UTENTE_COLUMNS,
    from: `
  FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id
 WHERE ($1::text IS NULL OR u.username ILIKE $1)
   AND ($2::text IS NULL OR u.lastname ILIKE $2)
   AND ($3::text IS NULL OR u.firstname ILIKE $3)
   AND ($4::text IS NULL OR lower(g.nome) = lower($4) OR g.id::text = $4)`,
    params: [
      containsPattern(filters.username),
      containsPattern(filters.lastname),
      containsPattern(filters.firstname),
      soloClienti ? PROFILO_CLIENTE : filters.profilo?.trim() || null,
    ],
    orderBy: 'lower(u.lastname), lower(u.firstname), u.id',
  };
}
