import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { ArticoloOrdine, Lista } from '@registro/contracts';
import { PG_POOL, containsPattern, pagedRows } from '@registro/server-platform';
import { PREZZO_ARTICOLO_SQL } from '../commands/articoli-prezzi.loader';
import { ListArticoliOrdineQuery } from './list-articoli-ordine.query';

@QueryHandler(ListArticoliOrdineQuery)
export class ListArticoliOrdineHandler implements IQueryHandler<ListArticoliOrdineQuery, Lista<ArticoloOrdine>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ filtri, page }: ListArticoliOrdineQuery): Promise<Lista<ArticoloOrdine>> {
    return pagedRows<ArticoloOrdine>(
      this.pool,
      {
        select: `a.id, a.codice, a.descrizione, (${PREZZO_ARTICOLO_SQL})::float8 AS prezzo, a.immagine_base64 AS "immagineBase64"`,
        from: `FROM articoli a WHERE a.attivo AND ($1::text IS NULL OR lower(a.codice) LIKE lower($1)) AND ($2::text IS NULL OR lower(a.descrizione) LIKE lower($2))`,
        params: [containsPattern(filtri.codice) ?? null, containsPattern(filtri.descrizione) ?? null],
        orderBy: 'lower(a.codice), a.id',
      },
      page,
    );
  }
}
