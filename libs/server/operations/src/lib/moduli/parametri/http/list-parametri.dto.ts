import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** GET /api/configparameter: a part of the name, and the page. */
export class ListParametriDto extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
}
