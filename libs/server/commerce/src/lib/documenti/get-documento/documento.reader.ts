import { Inject, Injectable } from '@nestjs/common';
import type { DocumentoCommerciale } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { Pool } from 'pg';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { documentoNonTrovato } from '../save-documento/decide-save-documento';

/** A document of a store as the editor loads it (its read model), with its `versione`; 404 in another store. */
@Injectable()
export class DocumentoReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async get(id: number, store: StoreDocumento): Promise<DocumentoCommerciale> {
    const { rows } = await this.pool.query<{ documento: NonNullable<DocumentoCommercialeState>; versione: number }>(
      'SELECT documento, versione FROM documenti_commerciali WHERE id = $1 AND store = $2',
      [id, store],
    );
    if (!rows[0]) throw new NotFoundError(documentoNonTrovato(id));
    const { eliminato: _eliminato, anno: _anno, ...documento } = rows[0].documento;
    return { ...documento, versione: rows[0].versione };
  }
}
