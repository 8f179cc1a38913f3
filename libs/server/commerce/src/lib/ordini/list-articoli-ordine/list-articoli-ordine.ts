import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ArticoloOrdine, Lista } from '@registro/contracts';
import { PG_POOL, UseCaseEndpoint, containsPattern, pagedRows, paging, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';
import { PREZZO_ARTICOLO_SQL } from '../commands/articoli-prezzi.loader';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { ListArticoliOrdineDto } from './list-articoli-ordine.dto';

/**
 * GET /api/ordiniarticoli, the orders' article catalogue (spec 3 §7): the active articles with
 * price and image, by code, 10 per page; codice and descrizione "contain". Anyone with a
 * permission on `ordini` reads it.
 */
export const listArticoliOrdine = queryUseCase({
  name: 'ListArticoliOrdine',
  method: 'GET',
  path: '',
  permission: [SEZIONE_ORDINI, ['visualizza', 'modifica', 'elimina', 'approva']],
  query: ListArticoliOrdineDto,
});

@Controller('ordiniarticoli')
export class ListArticoliOrdineEndpoint extends UseCaseEndpoint(listArticoliOrdine) {}

@QueryHandler(listArticoliOrdine.message)
export class ListArticoliOrdineHandler implements IQueryHandler<MessageOf<typeof listArticoliOrdine>, Lista<ArticoloOrdine>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ input: { query } }: MessageOf<typeof listArticoliOrdine>): Promise<Lista<ArticoloOrdine>> {
    return pagedRows<ArticoloOrdine>(
      this.pool,
      {
        select: `a.id, a.codice, a.descrizione, (${PREZZO_ARTICOLO_SQL})::float8 AS prezzo, a.immagine_base64 AS "immagineBase64"`,
        from: `FROM articoli a WHERE a.attivo AND ($1::text IS NULL OR lower(a.codice) LIKE lower($1)) AND ($2::text IS NULL OR lower(a.descrizione) LIKE lower($2))`,
        params: [containsPattern(query.codice) ?? null, containsPattern(query.descrizione) ?? null],
        orderBy: 'lower(a.codice), a.id',
      },
      paging({ page: query.page, forPage: query.forPage ?? 10 }),
    );
  }
}
