import { ApiProperty } from '@nestjs/swagger';
import type { AggiornaStatoOrdine } from '@registro/contracts';

/** POST /api/ordiniordini/aggiornastato {id, statoAttuale: 'CONFERMATO'}, documentation-typed: the handler checks both fields together. */
export class AggiornaStatoOrdineDto implements Partial<Record<keyof AggiornaStatoOrdine, unknown>> {
  @ApiProperty({ type: Number, description: "the order's id" }) id?: number;
  @ApiProperty({ enum: ['CONFERMATO'] }) statoAttuale?: 'CONFERMATO';
}
