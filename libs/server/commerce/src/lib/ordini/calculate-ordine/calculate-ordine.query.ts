import type { NuovoOrdineDto } from '../create-ordine/nuovo-ordine.dto';

/** POST /api/ordiniordini/elabora: the order's rows priced from the catalogue and its total; nothing is stored. */
export class CalculateOrdineQuery {
  constructor(readonly body: NuovoOrdineDto) {}
}
