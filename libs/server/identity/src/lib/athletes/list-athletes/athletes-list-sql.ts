import { containsPattern, type ListSql } from '@registro/server-platform';
import { DEMO_ATHLETES } from './demo-athletes';
import type { ListAthletesFilters } from './list-athletes.dto';

/** The demo athletes live in memory, not in a table: the list reads them as a parameter. */
const ATLETI = JSON.stringify(DEMO_ATHLETES);

/** The demo athletes (GET /api/test/atleti and its Excel download): filters "contains", case-insensitive, in id order. */
export function athletesListSql(filters: ListAthletesFilters): ListSql {
  return {
    select: 'a.id, a.nome, a.cognome, a."dataNascita", a.sport, a.societa, a.citta',
    from: `
  FROM jsonb_to_recordset($1::jsonb) AS a(id int, nome text, cognome text, "dataNascita" text, sport text, societa text, citta text)
 WHERE ($2::text IS NULL OR a.nome ILIKE $2)
   AND ($3::text IS NULL OR a.cognome ILIKE $3)
   AND ($4::text IS NULL OR a.sport ILIKE $4)
   AND ($5::text IS NULL OR a.citta ILIKE $5)`,
    params: [
      ATLETI,
      containsPattern(filters.nome),
      containsPattern(filters.cognome),
      containsPattern(filters.sport),
      containsPattern(filters.citta),
    ],
    orderBy: 'a.id',
  };
}
