import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import type { NuovoOrdine, RigaOrdine, StatoOrdineDataOra } from '@registro/contracts';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/**
 * A field of the order body, documented in the OpenAPI document and passed on exactly as sent:
 * `readNuovoOrdine` checks it with the Italian messages of the dialog.
 */
const Campo = (options: ApiPropertyOptions = {}) =>
  applyDecorators(
    Allow(),
    ApiPropertyOptional(options),
    Transform(({ obj, key }) => (obj as Record<string, unknown>)[key]),
  );

/** A row as the dialog sends it: the article and the quantity; description and price come from the catalogue. */
export class RigaOrdineDto implements Partial<RigaOrdine> {
  @ApiPropertyOptional({ type: Number, nullable: true }) idArticolo?: number | null;
  @ApiPropertyOptional({ type: Number }) quantita?: number;
  @ApiPropertyOptional({ maxLength: 500 }) note?: string;
}

/**
 * POST /api/ordiniordini and POST …/elabora (NuovoOrdine): the order date (now when absent) and the
 * rows; the customer comes from the signed-in user and the prices from the catalogue. The other
 * fields of an Ordine are accepted and ignored.
 */
export class NuovoOrdineDto implements Partial<Record<keyof NuovoOrdine, unknown>> {
  @Campo({ description: 'ISO timestamp or epoch ms; now when absent' }) dataOrdine?: string | number | null;
  @Campo({ type: [RigaOrdineDto] }) listaRighe?: RigaOrdineDto[];
  // read only: an Ordine sent back whole
  @Campo({ type: Number, description: 'read only' }) id?: number;
  @Campo({ type: Number, description: 'read only' }) versione?: number;
  @Campo({ type: Number, description: 'read only' }) idCliente?: number;
  @Campo({ description: 'read only' }) codice?: string;
  @Campo({ description: 'read only' }) statoAttuale?: string;
  @Campo({ description: 'read only' }) statoAttualeDataOra?: string | null;
  @Campo({ description: 'read only' }) cognome?: string;
  @Campo({ description: 'read only' }) nome?: string;
  @Campo({ description: 'read only' }) comune?: string;
  @Campo({ description: 'read only' }) indirizzo?: string;
  @Campo({ description: 'read only' }) civico?: string;
  @Campo({ description: 'read only' }) cap?: string;
  @Campo({ type: Number, description: 'read only: recomputed from the catalogue' }) totaleOrdine?: number;
  @Campo({ type: [Object], description: 'read only' }) listaStati?: StatoOrdineDataOra[];
}
