import { ApiPropertyOptional } from '@nestjs/swagger';
import { DayFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The filters of GET /api/ordiniordini and of its Excel download (dataDal/dataAl: days through the date codec — AAAA-MM-GG, or epoch ms / ISO 8601 read as the day in Rome). */
export class ListOrdiniDto extends PagedQueryDto {
  /** the order number, exactly */
  @ApiPropertyOptional() @TextFilter('Numero Ordine') codice?: string;
  /** the order's status (spec 3 §7 `tipo`): CREATO, CONFERMATO or BOZZA; blank = every status */
  @ApiPropertyOptional({ enum: ['CREATO', 'CONFERMATO', 'BOZZA'] }) @TextFilter('Tipo') tipo?: string;
  /** the customer (staff only: a customer always reads their own) */
  @ApiPropertyOptional() @TextFilter('Cliente') idCliente?: string;
  @ApiPropertyOptional({ type: String }) @DayFilter('Data Dal') dataDal?: Date;
  @ApiPropertyOptional({ type: String }) @DayFilter('Data Al') dataAl?: Date;
}
