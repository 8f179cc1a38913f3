import { TextFilter, PagedQueryDto } from '@registro/server-platform';

/** GET /api/test/atleti query string. */
export class ListAthletesDto extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
  @TextFilter('cognome') cognome?: string;
  @TextFilter('sport') sport?: string;
  @TextFilter('citta') citta?: string;
}
