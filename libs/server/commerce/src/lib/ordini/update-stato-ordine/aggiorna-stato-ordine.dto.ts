import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { AggiornaStatoOrdine } from '@registro/contracts';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/** Documented, and passed on as sent: the handler checks both fields together with its Italian messages. */
const Campo = (options: ApiPropertyOptions) =>
  applyDecorators(
    Allow(),
    ApiProperty(options),
    Transform(({ obj, key }) => (obj as Record<string, unknown>)[key]),
  );

/** POST /api/ordiniordini/aggiornastato {id, statoAttuale: 'CONFERMATO'}. */
export class AggiornaStatoOrdineDto implements Partial<Record<keyof AggiornaStatoOrdine, unknown>> {
  @Campo({ type: Number, description: "the order's id" }) id?: number;
  @Campo({ enum: ['CONFERMATO'] }) statoAttuale?: 'CONFERMATO';
}
