import type { FiltriOrdini } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';

/** GET /api/ordiniordini: 50 per page, newest first; `soloCliente` narrows a customer to their own orders. */
export class ListOrdiniQuery {
  constructor(
    readonly filtri: FiltriOrdini,
    readonly soloCliente: number | null,
    readonly page: PageRequest,
  ) {}
}

/** POST /api/ordiniordini/excel: every row of the filtered list, in its order. */
export class ExportOrdiniQuery {
  constructor(
    readonly filtri: FiltriOrdini,
    readonly soloCliente: number | null,
  ) {}
}
