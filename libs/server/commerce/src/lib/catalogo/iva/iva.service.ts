import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Iva } from '@registro/contracts';
import { BadRequestError, PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql, type RecordResource } from '@registro/server-platform';
import { SEZIONE_IVA, type ValoriIva } from '../catalogo.events';
import { decimalField } from '../domain/decimal-field';
import type { IvaDto, IvaFiltersDto } from './iva.dto';

/** A VAT code: generic record events on `iva-<id>`, read model `iva`. */
export const IVA: RecordResource = {
  sezione: SEZIONE_IVA,
  idSequence: 'iva_id_seq',
  notFound: 'I.V.A. non trovata',
  duplicate: "Esiste già un'I.V.A. con questo codice",
  duplicateConstraint: 'iva_codice_idx',
  etichette: { codice: 'Codice', descrizione: 'Descrizione', aliquota: 'Aliquota', attivo: 'Attivo' },
};

export const IVA_EXCEL: ExcelSheet<Iva> = {
  fileName: 'Iva_',
  columns: [column('Codice', 'codice'), column('Descrizione', 'descrizione'), column('Aliquota', 'aliquota', 'decimal'), column('Attivo', 'attivo', 'boolean')],
};

const COLUMNS = `id, codice, descrizione, aliquota::float8 AS aliquota, attivo, versione`;

/** /api/iva (spec 3 §2 VAT): the VAT codes an article and a document row choose from. */
@Injectable()
export class IvaService extends SqlRecordService<IvaDto, Iva, IvaFiltersDto, ValoriIva> {
  protected readonly resource = IVA;
  protected readonly read = { table: 'iva', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(f: IvaFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `FROM iva WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
      params: [containsPattern(f.codice), containsPattern(f.descrizione)],
      orderBy: 'lower(codice), id',
    };
  }

  protected values(dto: IvaDto): ValoriIva {
    const errori: string[] = [];
    const codice = dto.codice.trim();
    const descrizione = dto.descrizione.trim();
    if (!codice) errori.push('Il campo Codice è obbligatorio');
    if (!descrizione) errori.push('Il campo Descrizione è obbligatorio');
    const aliquota = decimalField('Aliquota', dto.aliquota, { places: 2, min: 0, max: 100 }, errori);
    if (errori.length) throw new BadRequestError(errori);
    return { codice, descrizione, aliquota, attivo: dto.attivo ?? true };
  }
}
