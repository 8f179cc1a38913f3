import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** GET /api/test/atleti query string: each a case-insensitive "contains". */
export class ListAthletesFilters extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
  @TextFilter('cognome') cognome?: string;
  @TextFilter('sport') sport?: string;
  @TextFilter('citta') citta?: string;
}
