import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** GET /api/gruppi query string. */
export class ListGruppiFilters extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
  @TextFilter('descrizione') descrizione?: string;
}
