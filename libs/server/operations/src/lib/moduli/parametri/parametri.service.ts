import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ParametroConfigurazione } from '@registro/contracts';
import {
  PG_POOL,
  ParametriConfigurazione,
  RecordWriter,
  SEZIONE_PARAMETRI,
  SqlRecordService,
  containsPattern,
  type ListSql,
  type RecordResource,
  type ValoriParametro,
} from '@registro/server-platform';
import type { ListParametriDto } from './http/list-parametri.dto';
import type { SaveParametroDto } from './http/save-parametro.dto';
import { parametroValues } from './valori-parametro';

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
export class ParametriService extends SqlRecordService<SaveParametroDto, ParametroConfigurazione, ListParametriDto, ValoriParametro> {
  protected readonly resource = PARAMETRI;
  protected readonly read = { table: 'parametri_configurazione', columns: 'id, nome, tipo, note, parametro' };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly parametri: ParametriConfigurazione,
  ) {
    super(writer, pool);
  }

  /** ordered by nome, filtered by a part of the name (case-insensitive) */
  protected listSql(filters: ListParametriDto): ListSql {
    return {
      select: this.read.columns,
      from: 'FROM parametri_configurazione WHERE ($1::text IS NULL OR nome ILIKE $1)',
      params: [containsPattern(filters.nome)],
      orderBy: 'lower(nome), id',
    };
  }

  protected values(body: SaveParametroDto): ValoriParametro {
    return parametroValues(body);
  }

  protected override afterWrite(): Promise<void> {
    return this.parametri.notifyChange();
  }
}
