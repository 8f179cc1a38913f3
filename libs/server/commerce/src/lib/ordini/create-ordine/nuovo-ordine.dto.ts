import { ApiPropertyOptional } from '@nestjs/swagger';
import type { NuovoOrdine, RigaOrdine, StatoOrdineDataOra } from '@registro/contracts';

/** A row as the dialog sends it: the article and the quantity; description and price come from the catalogue. */
export class RigaOrdineDto implements Partial<RigaOrdine> {
  @ApiPropertyOptional({ type: Number, nullable: true }) idArticolo?: number | null;
  @ApiPropertyOptional({ type: Number }) quantita?: number;
  @ApiPropertyOptional({ maxLength: 500 }) note?: string;
}

/**
 * POST /api/ordiniordini and POST …/elabora (NuovoOrdine): the order date (now when absent) and the
 * rows; the customer comes from the signed-in user and the prices from the catalogue. The other
 * fields of an Ordine are accepted and ignored. Documentation-typed (`bodyValidation: 'domain'`):
 * `readNuovoOrdine` checks the JSON as sent, with the dialog's Italian messages.
 */
export class NuovoOrdineDto implements Partial<Record<keyof NuovoOrdine, unknown>> {
  @ApiPropertyOptional({ description: 'ISO timestamp or epoch ms; now when absent' }) dataOrdine?: string | number | null;
  @ApiPropertyOptional({ type: [RigaOrdineDto] }) listaRighe?: RigaOrdineDto[];
  // read only: an Ordine sent back whole
  @ApiPropertyOptional({ type: Number, description: 'read only' }) id?: number;
  @ApiPropertyOptional({ type: Number, description: 'read only' }) versione?: number;
  @ApiPropertyOptional({ type: Number, description: 'read only' }) idCliente?: number;
  @ApiPropertyOptional({ description: 'read only' }) codice?: string;
  @ApiPropertyOptional({ description: 'read only' }) statoAttuale?: string;
  @ApiPropertyOptional({ description: 'read only' }) statoAttualeDataOra?: string | null;
  @ApiPropertyOptional({ description: 'read only' }) cognome?: string;
  @ApiPropertyOptional({ description: 'read only' }) nome?: string;
  @ApiPropertyOptional({ description: 'read only' }) comune?: string;
  @ApiPropertyOptional({ description: 'read only' }) indirizzo?: string;
  @ApiPropertyOptional({ description: 'read only' }) civico?: string;
  @ApiPropertyOptional({ description: 'read only' }) cap?: string;
  @ApiPropertyOptional({ type: Number, description: 'read only: recomputed from the catalogue' }) totaleOrdine?: number;
  @ApiPropertyOptional({ type: [Object], description: 'read only' }) listaStati?: StatoOrdineDataOra[];
}
