import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Marca } from '@registro/contracts';
import { BadRequestError, PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql, type RecordResource } from '@registro/server-platform';
import { SEZIONE_MARCHE, type ValoriMarca } from '../catalogo.events';
import type { MarcaDto, MarcaFiltersDto } from './marca.dto';

/** A brand: generic record events on `marche-<id>`, read model `marche` (column `descrizione` = wire `descrizone`). */
export const MARCA: RecordResource = {
  sezione: SEZIONE_MARCHE,
  idSequence: 'marche_id_seq',
  notFound: 'Marca non trovata',
  duplicate: 'Esiste già una marca con questo codice',
  duplicateConstraint: 'marche_codice_idx',
};

export const MARCA_EXCEL: ExcelSheet<Marca> = {
  fileName: 'Marche_',
  columns: [column('Codice', 'codice'), column('Descrizione', 'descrizone'), column('Attivo', 'attivo', 'boolean')],
};

const COLUMNS = `id, codice, descrizione AS descrizone, attivo, versione`;

/** /api/marche (spec 3 §2 brands). */
@Injectable()
export class MarcaService extends SqlRecordService<MarcaDto, Marca, MarcaFiltersDto, ValoriMarca> {
  protected readonly resource = MARCA;
  protected readonly read = { table: 'marche', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(f: MarcaFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `FROM marche WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
      params: [containsPattern(f.codice), containsPattern(f.descrizione)],
      orderBy: 'lower(codice), id',
    };
  }

  protected values(dto: MarcaDto): ValoriMarca {
    const codice = dto.codice.trim();
    const descrizone = dto.descrizone.trim();
    const errori: string[] = [];
    if (!codice) errori.push('Il campo Codice è obbligatorio');
    if (!descrizone) errori.push('Il campo Descrizione è obbligatorio');
    if (errori.length) throw new BadRequestError(errori);
    return { codice, descrizone, attivo: dto.attivo ?? true };
  }
}
