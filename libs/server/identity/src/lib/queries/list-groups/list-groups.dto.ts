import { FiltroTesto, PagedQueryDto } from '../paged-query.dto';

/** GET /api/gruppi query string. */
export class ListGroupsDto extends PagedQueryDto {
  @FiltroTesto('nome') nome?: string;
  @FiltroTesto('descrizione') descrizione?: string;
}
