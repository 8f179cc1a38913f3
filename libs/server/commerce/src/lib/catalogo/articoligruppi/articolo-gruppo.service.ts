import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ArticoloGruppo } from '@registro/contracts';
import { BadRequestError, PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql, type RecordResource } from '@registro/server-platform';
import { SEZIONE_GRUPPIARTICOLI, type ValoriArticoloGruppo } from '../catalogo.events';
import type { ArticoloGruppoDto, ArticoloGruppoFiltersDto } from './articolo-gruppo.dto';

/** An article group: generic record events on `gruppiarticoli-<id>`, read model `articoli_gruppi`. */
export const ARTICOLO_GRUPPO: RecordResource = {
  sezione: SEZIONE_GRUPPIARTICOLI,
  idSequence: 'articoli_gruppi_id_seq',
  notFound: 'Gruppo articoli non trovato',
  duplicate: 'Esiste già un gruppo articoli con questo codice',
  duplicateConstraint: 'articoli_gruppi_codice_idx',
};

export const ARTICOLO_GRUPPO_EXCEL: ExcelSheet<ArticoloGruppo> = {
  fileName: 'GruppiArticoli_',
  columns: [column('Codice', 'codice'), column('Descrizione', 'descrizione'), column('Capogruppo', 'capogruppo'), column('Attivo', 'attivo', 'boolean')],
};

const COLUMNS = `id, codice, descrizione, capogruppo, attivo, versione`;

/** /api/articoligruppi (spec 3 §2 groups). */
@Injectable()
export class ArticoloGruppoService extends SqlRecordService<ArticoloGruppoDto, ArticoloGruppo, ArticoloGruppoFiltersDto, ValoriArticoloGruppo> {
  protected readonly resource = ARTICOLO_GRUPPO;
  protected readonly read = { table: 'articoli_gruppi', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(f: ArticoloGruppoFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `FROM articoli_gruppi WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
      params: [containsPattern(f.codice), containsPattern(f.descrizione)],
      orderBy: 'lower(codice), id',
    };
  }

  protected values(dto: ArticoloGruppoDto): ValoriArticoloGruppo {
    const codice = dto.codice.trim();
    const descrizione = dto.descrizione.trim();
    const errori: string[] = [];
    if (!codice) errori.push('Il campo Codice è obbligatorio');
    if (!descrizione) errori.push('Il campo Descrizione è obbligatorio');
    if (errori.length) throw new BadRequestError(errori);
    return { codice, descrizione, capogruppo: dto.capogruppo?.trim() ?? '', attivo: dto.attivo ?? true };
  }
}
