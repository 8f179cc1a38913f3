import { ApiPropertyOptional } from '@nestjs/swagger';
import { STATI_ORDINE } from '@registro/contracts';
import { ChoiceFilter, DayFilter, NumberFilter, PagedQueryDto } from '@registro/server-platform';

/**
 * Spec 3 §7's `tipo` of the orders list is the order's status, the only kind an order has (spec 3
 * §4, §9: CREATO, CONFERMATO; BOZZA named for an unused draft path, so it reads no order).
 */
const TIPI_ORDINE: readonly string[] = [...STATI_ORDINE, 'BOZZA'];

/** The filters of GET /api/ordiniordini and of its Excel download (dataDal/dataAl: days through the date codec — AAAA-MM-GG, or epoch ms / ISO 8601 read as the day in Rome). */
export class ListOrdiniDto extends PagedQueryDto {
  /** the order number, exactly */
  @ApiPropertyOptional({ type: Number }) @NumberFilter('Numero Ordine') codice?: number;
  /** the order's status; blank = every status */
  @ApiPropertyOptional({ enum: TIPI_ORDINE })
  @ChoiceFilter('Tipo', TIPI_ORDINE, { message: "Il filtro Tipo deve essere uno stato dell'ordine: CREATO, CONFERMATO o BOZZA" })
  tipo?: string;
  /** the customer (staff only: a customer always reads their own) */
  @ApiPropertyOptional({ type: Number }) @NumberFilter('Cliente') idCliente?: number;
  @ApiPropertyOptional({ type: String }) @DayFilter('Data Dal') dataDal?: Date;
  @ApiPropertyOptional({ type: String }) @DayFilter('Data Al') dataAl?: Date;
}
