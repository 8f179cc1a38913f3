import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DizionarioTipo } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  ConflictError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  containsPattern,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { SEZIONE_DIZIONARI, type ValoriDizionarioTipo } from '../anagrafiche.events';
import { dizionarioTipoValues } from '../domain/dizionario-tipo-values';
import type { DizionarioTipoDto, DizionarioTipoFiltersDto } from './dizionario-tipo.dto';

/** A dictionary type: generic record events on `dizionari-<id>`, read model `dizionario_tipi`. */
export const DIZIONARIO_TIPO: RecordResource = {
  sezione: SEZIONE_DIZIONARI,
  idSequence: 'dizionario_tipi_id_seq',
  notFound: 'Tipo del dizionario non trovato',
  duplicate: 'Esiste già un tipo del dizionario con questo codice',
  duplicateConstraint: 'dizionario_tipi_codice_idx',
};

export const DIZIONARIO_TIPO_EXCEL: ExcelSheet<DizionarioTipo> = {
  fileName: 'Dizionari_',
  columns: [
    column('Sezione', 'sezioneDizionario'),
    column('Codice', 'codiceTipo'),
    column('Descrizione', 'descrizioneTipo'),
    column('Tipo', 'tipo'),
    column('Tipo Movimento', 'tipoMovimento'),
    column('Documento Successivo', 'richiedeFattura'),
  ],
};

export const DIZIONARIO_TIPO_COLUMNS = `id, sezione_dizionario AS "sezioneDizionario", codice_tipo AS "codiceTipo", descrizione_tipo AS "descrizioneTipo",
  tipo, tipo_movimento AS "tipoMovimento", richiede_fattura AS "richiedeFattura", path, attivo, versione`;

/** /api/dizionariotipi (spec 3 §7): the types of the three dictionary sections. */
@Injectable()
export class DizionarioTipoService extends SqlRecordService<DizionarioTipoDto, DizionarioTipo, DizionarioTipoFiltersDto, ValoriDizionarioTipo> {
  protected readonly resource = DIZIONARIO_TIPO;
  protected readonly read = { table: 'dizionario_tipi', columns: DIZIONARIO_TIPO_COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filtri: DizionarioTipoFiltersDto): ListSql {
    return {
      select: DIZIONARIO_TIPO_COLUMNS,
      from: `FROM dizionario_tipi WHERE ($1::text IS NULL OR sezione_dizionario = $1) AND ($2::text IS NULL OR codice_tipo ILIKE $2)
        AND ($3::text IS NULL OR descrizione_tipo ILIKE $3) AND (NOT $4 OR attivo)`,
      params: [filtri.sezioneDizionario ?? null, containsPattern(filtri.codiceTipo), containsPattern(filtri.descrizioneTipo), filtri.enable === true],
      orderBy: 'sezione_dizionario, lower(codice_tipo), id',
    };
  }

  protected async values(dto: DizionarioTipoDto): Promise<ValoriDizionarioTipo> {
    const { rows } = await this.pool.query<{ codice: string }>(`SELECT codice_tipo AS codice FROM dizionario_tipi WHERE sezione_dizionario = 'DOCUMENTO'`);
    return dizionarioTipoValues(dto, rows.map((r) => r.codice));
  }

  /** A type whose code parties use keeps its code. */
  override async update(id: number, dto: DizionarioTipoDto, metadata: EventMetadata): Promise<void> {
    const prima = await this.get(id);
    if (prima.codiceTipo !== dto.codiceTipo.trim().toUpperCase()) await this.refuseInUse(prima, 'modificarne il codice');
    await super.update(id, dto, metadata);
  }

  /** A type used by parties or named as another type's follow-on is not deleted. */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.refuseInUse(await this.get(id), 'eliminarlo');
    await super.delete(id, metadata);
  }

  private async refuseInUse(tipo: DizionarioTipo, azione: string): Promise<void> {
    const { rows } = await this.pool.query<{ parti: number; successivo: string | null }>(
      `SELECT (SELECT count(*)::int FROM anagrafiche WHERE codice_tipo = $1) AS parti,
              (SELECT string_agg(codice_tipo, ', ' ORDER BY codice_tipo) FROM dizionario_tipi WHERE richiede_fattura = $1) AS successivo`,
      [tipo.codiceTipo],
    );
    const { parti, successivo } = rows[0];
    if (parti > 0) throw new ConflictError(`Il tipo ${tipo.codiceTipo} è usato da ${parti} anagrafiche: non è possibile ${azione}`);
    if (successivo) throw new ConflictError(`Il tipo ${tipo.codiceTipo} è il Documento Successivo di ${successivo}: non è possibile ${azione}`);
  }
}
