import { ApiPropertyOptional } from '@nestjs/swagger';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The filters of GET /api/ordiniordini and of its Excel download (dataDal/dataAl: a day, an ISO instant or epoch ms). */
export class ListOrdiniDto extends PagedQueryDto {
  /** the order number, exactly */
  @ApiPropertyOptional() @TextFilter('Numero Ordine') codice?: string;
  /** the order's status (spec 3 §7 `tipo`): CREATO, CONFERMATO or BOZZA; blank = every status */
  @ApiPropertyOptional({ enum: ['CREATO', 'CONFERMATO', 'BOZZA'] }) @TextFilter('Tipo') tipo?: string;
  /** the customer (staff only: a customer always reads their own) */
  @ApiPropertyOptional() @TextFilter('Cliente') idCliente?: string;
  @ApiPropertyOptional() @TextFilter('Data Dal') dataDal?: string;
  @ApiPropertyOptional() @TextFilter('Data Al') dataAl?: string;
}
