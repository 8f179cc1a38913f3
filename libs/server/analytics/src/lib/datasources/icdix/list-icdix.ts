import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { IcdixCodice, Lista } from '@registro/contracts';
import { PG_POOL, containsPattern, pagedRows, prefixPattern, type PageRequest } from '@registro/server-platform';
import type { IcdixFiltersDto } from './icdix.dto';

/** The ICD-IX list (GET /api/serviziicdix): by code prefix and description substring, in the classification's order. */
@Injectable()
export class ListIcdix {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  list(filtri: IcdixFiltersDto, page: PageRequest): Promise<Lista<IcdixCodice>> {
    return pagedRows<IcdixCodice>(
      this.pool,
      {
        select: 'codice AS "codiceIcdix", descrizione AS "descrizioneIcdix"',
        from: `FROM icd9cm_diagnosi WHERE ($1::text IS NULL OR codice LIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
        params: [prefixPattern(filtri.codice?.toUpperCase()), containsPattern(filtri.descrizione)],
        orderBy: 'ordine',
      },
      page,
    );
  }
}
