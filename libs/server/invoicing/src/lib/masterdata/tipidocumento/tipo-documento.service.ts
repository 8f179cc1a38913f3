import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CausaleDocumento, TipoDocumento, TipoDocumentoDettaglio } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
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
import { CAUSALE_COLUMNS } from '../causalidocumento/causale-documento.service';
import { SEZIONE_TIPIDOCUMENTO, type ValoriTipoDocumento } from '../masterdata.events';
import type { TipoDocumentoDto, TipoDocumentoFiltersDto } from './tipo-documento.dto';

/** A document type: generic record events on `tipidocumento-<id>`, read model `tipi_documento`. */
export const TIPO_DOCUMENTO: RecordResource = {
  sezione: SEZIONE_TIPIDOCUMENTO,
  idSequence: 'tipi_documento_id_seq',
  notFound: 'Tipo documento non trovato',
  duplicate: 'Esiste già un tipo documento con questo codice',
  duplicateConstraint: 'tipi_documento_codice_idx',
  chiaviEtichette: 'tipidocumento',
};

export const TIPO_DOCUMENTO_EXCEL: ExcelSheet<TipoDocumento> = {
  fileName: 'TipiDocumento_',
  columns: [
    column('Tipo', 'tipoDocumento'),
    column('Codice', 'codiceTipoDocumento'),
    column('Descrizione', 'descrizioneTipoDocumento'),
    column('Codice Numeratore', 'codiceNumeratore'),
    column('Tipo Documento SdI', 'tipoDocumentoSdi'),
  ],
};

const COLUMNS = `id, tipo_documento AS "tipoDocumento", codice_tipo_documento AS "codiceTipoDocumento",
  descrizione_tipo_documento AS "descrizioneTipoDocumento", codice_numeratore AS "codiceNumeratore", tipo_documento_sdi AS "tipoDocumentoSdi"`;

/** /api/tipidocumento (spec 2 §2.2): document types; one of them read with its reasons. */
@Injectable()
export class TipoDocumentoService extends SqlRecordService<TipoDocumentoDto, TipoDocumento, TipoDocumentoFiltersDto, ValoriTipoDocumento> {
  protected readonly resource = TIPO_DOCUMENTO;
  protected readonly read = { table: 'tipi_documento', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filtri: TipoDocumentoFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `FROM tipi_documento WHERE ($1::text IS NULL OR codice_tipo_documento ILIKE $1) AND ($2::text IS NULL OR descrizione_tipo_documento ILIKE $2)`,
      params: [containsPattern(filtri.codiceTipoDocumento), containsPattern(filtri.descrizioneTipoDocumento)],
      orderBy: 'lower(codice_tipo_documento), id',
    };
  }

  protected values(dto: TipoDocumentoDto): ValoriTipoDocumento {
    return tipoDocumentoValues(dto);
  }

  /** The type and its reasons (the view page's table). */
  override async get(id: number): Promise<TipoDocumentoDettaglio> {
    const tipo = await super.get(id);
    const { rows } = await this.pool.query<CausaleDocumento>(
      `SELECT ${CAUSALE_COLUMNS} FROM causali_documento c JOIN tipi_documento t ON t.id = c.id_tipo_documento
       WHERE c.id_tipo_documento = $1 ORDER BY lower(c.codice_causale), c.id`,
      [id],
    );
    return { ...tipo, causali: rows };
  }

  /** A type with reasons is not deleted (its reasons would be left without a type). */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    const { rows } = await this.pool.query(`SELECT 1 FROM causali_documento WHERE id_tipo_documento = $1 LIMIT 1`, [id]);
    if (rows[0]) throw new ConflictError('Il tipo documento ha delle causali: eliminarle prima di eliminare il tipo');
    await super.delete(id, metadata);
  }
}

/** The record to store, or 400 with every problem: code and description are required. */
export function tipoDocumentoValues(dto: TipoDocumentoDto): ValoriTipoDocumento {
  const codiceTipoDocumento = dto.codiceTipoDocumento.trim();
  const descrizioneTipoDocumento = dto.descrizioneTipoDocumento.trim();
  const errori: string[] = [];
  if (!codiceTipoDocumento) errori.push('Il campo Codice è obbligatorio');
  if (!descrizioneTipoDocumento) errori.push('Il campo Descrizione è obbligatorio');
  if (errori.length) throw new BadRequestError(errori);
  return {
    tipoDocumento: dto.tipoDocumento ?? 'EMESSO',
    codiceTipoDocumento,
    descrizioneTipoDocumento,
    codiceNumeratore: dto.codiceNumeratore?.trim() ?? '',
    tipoDocumentoSdi: dto.tipoDocumentoSdi ?? 'TD01',
  };
}
