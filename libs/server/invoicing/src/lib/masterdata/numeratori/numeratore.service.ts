import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Numeratore } from '@registro/contracts';
import { romeYear } from '@registro/server-kernel';
import type { EventMetadata } from '@registro/server-event-store';
import { BadRequestError, PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql } from '@registro/server-platform';
import type { ValoriNumeratore } from '../masterdata.events';
import type { NumeratoreDto, NumeratoreFiltersDto } from './numeratore.dto';
import { NUMERATORE } from './numeratore.resource';

/** POST /api/numeratori/excel: the columns of the counters list. */
export const NUMERATORE_EXCEL: ExcelSheet<Numeratore> = {
  fileName: 'Numeratori_',
  columns: [
    column('Codice', 'codice'),
    column('Descrizione', 'descrizione'),
    column('Valore', 'valore', 'integer'),
    column('Anno', 'anno', 'integer'),
    column('Cod. Struttura', 'codiceStruttura'),
    column('Note', 'note'),
  ],
};

/** /api/numeratori (spec 2 §2.2): the counters by code, year and structure. */
@Injectable()
export class NumeratoreService extends SqlRecordService<NumeratoreDto, Numeratore, NumeratoreFiltersDto, ValoriNumeratore> {
  protected readonly resource = NUMERATORE;
  // valore stays below 10^9 (the form's limit), so int is exact
  protected readonly read = {
    table: 'numeratori',
    columns: `id, codice, descrizione, valore::int AS valore, anno, codice_struttura AS "codiceStruttura", note`,
  };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filtri: NumeratoreFiltersDto): ListSql {
    return {
      select: this.read.columns,
      from: `FROM numeratori WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
      params: [containsPattern(filtri.codice), containsPattern(filtri.descrizione)],
      orderBy: 'lower(codice), anno DESC, codice_struttura, id',
    };
  }

  protected values(dto: NumeratoreDto): ValoriNumeratore {
    return numeratoreValues(dto);
  }

  /**
   * The counter moves in place as invoices are numbered, so a form that sends back the value it
   * shows (unchanged by the user) must not record it: only a value different from the current one
   * is a change.
   */
  override async update(id: number, dto: NumeratoreDto, metadata: EventMetadata): Promise<void> {
    const attuale = await this.get(id);
    const { valore, ...resto } = numeratoreValues(dto, attuale.anno);
    const values: Partial<ValoriNumeratore> = dto.valore === undefined || valore === attuale.valore ? resto : { ...resto, valore };
    await this.writer.update<ValoriNumeratore>(this.resource, id, values, metadata);
  }
}

/**
 * The record to store, or 400: codice is required, valore ≥ 0 (default 0), anno the one sent, else
 * the record's own (an update) or the current year in Rome (a new counter, spec 3's duplicate).
 */
export function numeratoreValues(dto: NumeratoreDto, annoAttuale = romeYear()): ValoriNumeratore {
  const codice = dto.codice.trim();
  if (!codice) throw new BadRequestError('Il campo Codice è obbligatorio');
  return {
    codice,
    descrizione: dto.descrizione?.trim() ?? '',
    valore: dto.valore ?? 0,
    anno: dto.anno ?? annoAttuale,
    codiceStruttura: dto.codiceStruttura?.trim() ?? '',
    note: dto.note ?? '',
  };
}
