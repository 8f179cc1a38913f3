import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** GET /api/serviziicdix: code prefix and description substring, case-insensitive. */
export class IcdixFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('descrizione') descrizione?: string;
}
