import { ApiPropertyOptional } from '@nestjs/swagger';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The filters of GET /api/ordiniarticoli: codice and descrizione "contain". */
export class ListArticoliOrdineDto extends PagedQueryDto {
  @ApiPropertyOptional() @TextFilter('Codice') codice?: string;
  @ApiPropertyOptional() @TextFilter('Descrizione') descrizione?: string;
}
