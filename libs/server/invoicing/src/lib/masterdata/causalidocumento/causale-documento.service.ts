import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CausaleDocumento } from '@registro/contracts';
import {
  BadRequestError,
  NotFoundError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  containsPattern,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { SEZIONE_CAUSALIDOCUMENTO, type ValoriCausaleDocumento } from '../masterdata.events';
import type { CausaleDocumentoDto, CausaleDocumentoFiltersDto } from './causale-documento.dto';

/** A reason of a document type: generic record events on `causalidocumento-<id>`, read model `causali_documento`. */
export const CAUSALE_DOCUMENTO: RecordResource = {
  sezione: SEZIONE_CAUSALIDOCUMENTO,
  idSequence: 'causali_documento_id_seq',
  notFound: 'Causale documento non trovata',
  duplicate: 'Esiste già una causale con questo codice per lo stesso tipo documento',
  duplicateConstraint: 'causali_documento_codice_idx',
  chiaviEtichette: 'causalidocumento',
};

export const CAUSALE_DOCUMENTO_EXCEL: ExcelSheet<CausaleDocumento> = {
  fileName: 'CausaliDocumento_',
  columns: [
    column('Tipo Documento', 'codiceTipoDocumento'),
    column('Codice', 'codiceCausale'),
    column('Descrizione', 'descrizioneCausale'),
    column('Operazione Magazzino', 'operazioneMagazzino'),
    column('Operazione Contabile', 'operazioneContabile'),
  ],
};

/** A reason row from `causali_documento c JOIN tipi_documento t`: the type's code as it is now. */
export const CAUSALE_COLUMNS = `c.id, c.id_tipo_documento AS "idTipoDocumento", t.codice_tipo_documento AS "codiceTipoDocumento",
  c.codice_causale AS "codiceCausale", c.descrizione_causale AS "descrizioneCausale", c.operazione_magazzino AS "operazioneMagazzino",
  c.operazione_contabile AS "operazioneContabile", c.stampa_prezzi AS "stampaPrezzi", c.soggetti_collegati AS "soggettiCollegati",
  c.documenti_collegati AS "documentiCollegati"`;

/** /api/causalidocumento (spec 2 §2.2, §7): the reasons of the document types. */
@Injectable()
export class CausaleDocumentoService extends SqlRecordService<CausaleDocumentoDto, CausaleDocumento, CausaleDocumentoFiltersDto, ValoriCausaleDocumento> {
  protected readonly resource = CAUSALE_DOCUMENTO;
  protected readonly read = { table: 'causali_documento c JOIN tipi_documento t ON t.id = c.id_tipo_documento', columns: CAUSALE_COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  /** (the read model's `id` is ambiguous in the join, hence its own query) */
  override async get(id: number): Promise<CausaleDocumento> {
    const { rows } = await this.pool.query<CausaleDocumento>(`SELECT ${CAUSALE_COLUMNS} FROM ${this.read.table} WHERE c.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(this.resource.notFound);
    return rows[0];
  }

  protected listSql(filtri: CausaleDocumentoFiltersDto): ListSql {
    return {
      select: CAUSALE_COLUMNS,
      from: `FROM ${this.read.table}
        WHERE ($1::int IS NULL OR c.id_tipo_documento = $1) AND ($2::text IS NULL OR c.codice_causale ILIKE $2) AND ($3::text IS NULL OR c.descrizione_causale ILIKE $3)`,
      params: [filtri.idTipoDocumento ?? null, containsPattern(filtri.codiceCausale), containsPattern(filtri.descrizioneCausale)],
      orderBy: 'lower(t.codice_tipo_documento), lower(c.codice_causale), c.id',
    };
  }

  /** The type must exist; its code is copied into the record. */
  protected async values(dto: CausaleDocumentoDto): Promise<ValoriCausaleDocumento> {
    const codiceCausale = dto.codiceCausale.trim();
    const descrizioneCausale = dto.descrizioneCausale.trim();
    const { rows } = await this.pool.query<{ codice: string }>(`SELECT codice_tipo_documento AS codice FROM tipi_documento WHERE id = $1`, [dto.idTipoDocumento]);
    const errori: string[] = [];
    if (!rows[0]) errori.push('Il tipo documento indicato non esiste');
    if (!codiceCausale) errori.push('Il campo Codice è obbligatorio');
    if (!descrizioneCausale) errori.push('Il campo Descrizione è obbligatorio');
    if (errori.length) throw new BadRequestError(errori);
    return {
      idTipoDocumento: dto.idTipoDocumento,
      codiceTipoDocumento: rows[0].codice,
      codiceCausale,
      descrizioneCausale,
      operazioneMagazzino: dto.operazioneMagazzino ?? 'INVARIATO',
      operazioneContabile: dto.operazioneContabile ?? 'INVARIATO',
      stampaPrezzi: dto.stampaPrezzi ?? true,
      soggettiCollegati: dto.soggettiCollegati ?? '',
      documentiCollegati: dto.documentiCollegati ?? '',
    };
  }
}
