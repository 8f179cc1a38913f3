import { containsPattern, type ListSql } from '@registro/server-platform';
import { USER_COLUMNS } from '../user-row';
import type { UserFilters } from './list-users.query';

/** The user list (GET /api/users and its Excel download): `utenti` joined with the group, by surname and name. */
export function usersListSql(filters: UserFilters): ListSql {
  return {
    select: USER_COLUMNS,
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
      filters.profilo?.trim() || null,
    ],
    orderBy: 'lower(u.lastname), lower(u.firstname), u.id',
  };
}
