import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Categoria, Sottocategoria } from '@registro/contracts';
import { BadRequestError, PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql, type RecordResource } from '@registro/server-platform';
import { SEZIONE_CATEGORIE, type ValoriCategoria } from '../catalogo.events';
import type { CategoriaDto, CategoriaFiltersDto, SottocategoriaDto } from './categoria.dto';

/** A category with its subcategories: generic record events on `categorie-<id>`, read model `categorie`. */
export const CATEGORIA: RecordResource = {
  sezione: SEZIONE_CATEGORIE,
  idSequence: 'categorie_id_seq',
  notFound: 'Categoria non trovata',
  duplicate: 'Esiste già una categoria con questo codice',
  duplicateConstraint: 'categorie_codice_idx',
};

export const CATEGORIA_EXCEL: ExcelSheet<Categoria> = {
  fileName: 'Categorie_',
  columns: [column('Codice', 'codice'), column('Descrizione', 'descrizione'), column('Attivo', 'attivo', 'boolean')],
};

const LIST_COLUMNS = `id, codice, descrizione, attivo, versione`;
const COLUMNS = `${LIST_COLUMNS}, lista_sottocategorie AS "listaSottocategorie"`;

/** /api/categorie (spec 3 §2 categories); GET /:id carries the subcategories. */
@Injectable()
export class CategoriaService extends SqlRecordService<CategoriaDto, Categoria, CategoriaFiltersDto, ValoriCategoria> {
  protected readonly resource = CATEGORIA;
  protected readonly read = { table: 'categorie', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(f: CategoriaFiltersDto): ListSql {
    return {
      select: LIST_COLUMNS,
      from: `FROM categorie WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`,
      params: [containsPattern(f.codice), containsPattern(f.descrizione)],
      orderBy: 'lower(codice), id',
    };
  }

  protected values(dto: CategoriaDto): ValoriCategoria {
    const codice = dto.codice.trim();
    const descrizione = dto.descrizione.trim();
    const errori: string[] = [];
    if (!codice) errori.push('Il campo Codice è obbligatorio');
    if (!descrizione) errori.push('Il campo Descrizione è obbligatorio');
    const listaSottocategorie = sottocategorie(dto.listaSottocategorie ?? [], errori);
    if (errori.length) throw new BadRequestError(errori);
    return { codice, descrizione, attivo: dto.attivo ?? true, listaSottocategorie };
  }
}

/** The subcategories as stored: a code is required and appears once in the category. */
function sottocategorie(lista: readonly SottocategoriaDto[], errori: string[]): Sottocategoria[] {
  const visti = new Set<string>();
  return lista.map((s) => {
    const codice = s.codice.trim();
    if (!codice) errori.push("Il campo Codice e' OBBLIGATORIO");
    else if (visti.has(codice.toLowerCase())) errori.push(`La sottocategoria ${codice} è ripetuta`);
    visti.add(codice.toLowerCase());
    return { codice, descrizione: s.descrizione?.trim() ?? '', attivo: s.attivo ?? true };
  });
}
