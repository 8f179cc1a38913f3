import { FiltroTesto, PagedQueryDto } from '@registro/server-platform';

/** GET /api/gruppi query string. */
export class ListGroupsDto extends PagedQueryDto {
  @FiltroTesto('nome') nome?: string;
  @FiltroTesto('descrizione') descrizione?: string;
}
