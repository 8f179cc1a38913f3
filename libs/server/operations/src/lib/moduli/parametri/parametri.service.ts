import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Lista, ParametroConfigurazione } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  NotFoundError,
  PG_POOL,
  ParametriConfigurazione,
  RecordWriter,
  SEZIONE_PARAMETRI,
  allRows,
  containsPattern,
  pagedRows,
  type ListSql,
  type PageRequest,
  type RecordResource,
  type RecordService,
  type ValoriParametro,
} from '@registro/server-platform';
import type { ListParametriDto } from './http/list-parametri.dto';
import type { SaveParametroDto } from './http/save-parametro.dto';
import { valoriParametro } from './valori-parametro';

export const PARAMETRI: RecordResource = {
  sezione: SEZIONE_PARAMETRI,
  idSequence: 'parametri_configurazione_id_seq',
  notFound: 'Parametro non trovato',
  duplicate: 'Esiste già un parametro con questo nome',
  duplicateConstraint: 'parametri_configurazione_nome_idx',
};

/**
 * The stored configuration parameters (`configparameter-<id>`, generic record events projected
 * inline into `parametri_configurazione`); after each committed change every process reloads them.
 */
@Injectable()
export class ParametriService implements RecordService<SaveParametroDto, ParametroConfigurazione, ListParametriDto> {
  constructor(
    private readonly writer: RecordWriter,
    private readonly parametri: ParametriConfigurazione,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** ordered by nome, filtered by a part of the name (case-insensitive) */
  private sql(filters: ListParametriDto): ListSql {
    return {
      select: 'id, nome, tipo, note, parametro',
      from: 'FROM parametri_configurazione WHERE ($1::text IS NULL OR nome ILIKE $1)',
      params: [containsPattern(filters.nome)],
      orderBy: 'lower(nome), id',
    };
  }

  list(filters: ListParametriDto, page: PageRequest): Promise<Lista<ParametroConfigurazione>> {
    return pagedRows<ParametroConfigurazione>(this.pool, this.sql(filters), page);
  }

  rows(filters: ListParametriDto): AsyncIterable<ParametroConfigurazione> {
    return allRows<ParametroConfigurazione>(this.pool, this.sql(filters));
  }

  async get(id: number): Promise<ParametroConfigurazione> {
    const { rows } = await this.pool.query(`SELECT id, nome, tipo, note, parametro FROM parametri_configurazione WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(PARAMETRI.notFound);
    return rows[0];
  }

  async create(body: SaveParametroDto, metadata: EventMetadata): Promise<number> {
    const id = await this.writer.create<ValoriParametro>(PARAMETRI, valoriParametro(body), metadata);
    await this.parametri.notificaModifica();
    return id;
  }

  async update(id: number, body: SaveParametroDto, metadata: EventMetadata): Promise<void> {
    await this.writer.update<ValoriParametro>(PARAMETRI, id, valoriParametro(body), metadata);
    await this.parametri.notificaModifica();
  }

  async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.writer.delete(PARAMETRI, id, metadata);
    await this.parametri.notificaModifica();
  }
}
