import { ApiPropertyOptional } from '@nestjs/swagger';
import { STATI_DOCUMENTO } from '@registro/contracts';
import { ChoiceFilter, NumberFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The filters of GET /api/paperclean/documenti (and /a) and of their Excel download. */
export class ListDocumentiDto extends PagedQueryDto {
  /** the document type code, exactly */
  @ApiPropertyOptional() @TextFilter('Tipo') tipo?: string;
  /** the number within the type and year, exactly */
  @ApiPropertyOptional({ type: Number }) @NumberFilter('Numero') numero?: number;
  /** BOZZA or COMPLETA (Home's drafts counter links here) */
  @ApiPropertyOptional({ enum: STATI_DOCUMENTO }) @ChoiceFilter('Stato', STATI_DOCUMENTO) statoAttuale?: string;
}
