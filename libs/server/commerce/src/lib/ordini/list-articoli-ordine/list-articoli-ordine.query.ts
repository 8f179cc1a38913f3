import type { PageRequest } from '@registro/server-platform';

/** GET /api/ordiniarticoli: the active articles with price and image, by code; codice and descrizione "contain". */
export class ListArticoliOrdineQuery {
  constructor(
    readonly filtri: { codice?: string; descrizione?: string },
    readonly page: PageRequest,
  ) {}
}
