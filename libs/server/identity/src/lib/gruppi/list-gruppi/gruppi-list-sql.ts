import { containsPattern, type ListSql } from '@registro/server-platform';
import type { ListGruppiFilters } from './list-gruppi.dto';

/** The group list (GET /api/gruppi and its Excel download), by name. */
export function gruppiListSql(filters: ListGruppiFilters): ListSql {
  return {
    select: 'id, nome, descrizione',
    from: `FROM gruppi WHERE ($1::text IS NULL OR nome ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
    params: [containsPattern(filters.nome), containsPattern(filters.descrizione)],
    orderBy: 'lower(nome), id',
  };
}
