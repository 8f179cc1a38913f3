import { TextFilter, PagedQueryDto } from '@registro/server-platform';

/** GET /api/gruppi query string. */
export class ListGroupsDto extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
  @TextFilter('descrizione') descrizione?: string;
}
