import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Articolo, Barcode } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  ConflictError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  containsPattern,
  isUniqueViolation,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { SEZIONE_ARTICOLI, type ValoriArticolo } from '../catalogo.events';
import { articoloValues, type ArticoloLookups, type ArticoloPrecedente } from '../domain/articolo-values';
import type { ArticoloDto, ArticoloFiltersDto } from './articolo.dto';

/** An article: generic record events on `articoli-<id>`, read models `articoli` and `articoli_barcode`. */
export const ARTICOLO: RecordResource = {
  sezione: SEZIONE_ARTICOLI,
  idSequence: 'articoli_id_seq',
  notFound: 'Articolo non trovato',
  duplicate: 'Esiste già un articolo con questo codice',
  duplicateConstraint: 'articoli_codice_idx',
};

/** The answer when a barcode belongs to another article (spec 3 §5). */
export const BARCODE_PRESENTE = 'Il Barcode già è presente';

export const ARTICOLO_EXCEL: ExcelSheet<Articolo> = {
  fileName: 'Articoli_',
  columns: [column('Codice', 'codice'), column('Descrizione', 'descrizione'), column('Fornitore', 'descrizioneFornitore'), column('I.V.A.', 'descrizioneIva'), column('Attivo', 'attivo', 'boolean')],
};

const LIST_COLUMNS = `a.id, a.codice, a.descrizione, a.descrizione_fornitore AS "descrizioneFornitore", a.descrizione_iva AS "descrizioneIva", a.attivo`;

const COLUMNS = `id, codice, descrizione, fornitore, codice_fornitore AS "codiceFornitore", descrizione_fornitore AS "descrizioneFornitore",
  esposto_listino AS "espostoListino", descrizione_listino AS "descrizioneListino", codice_iva AS "codiceIva", descrizione_iva AS "descrizioneIva",
  aliquota_iva::float8 AS "aliquotaIva", gruppo, marca, unita_misura AS "unitaMisura", deposito, escluso_utile AS "esclusoUtile",
  quantita_confezione::float8 AS "quantitaConfezione", quantita_sotto_cartone::float8 AS "quantitaSottoCartone", quantita_cartone::float8 AS "quantitaCartone",
  quantita_pedana::float8 AS "quantitaPedana", quantita_scorta_minima::float8 AS "quantitaScortaMinima", attivo,
  listino || jsonb_build_object('idArticolo', id) AS listino, lista_giacenze AS "listaGiacenze", versione`;

/**
 * /api/articoli (spec 3 §2 Articles, §7): the list filters on the article and on its supplier
 * party; a save takes the VAT description and rate from the VAT code and the supplier's code and
 * name from the party; a barcode of another article is 409 in the same transaction.
 */
@Injectable()
export class ArticoloService extends SqlRecordService<ArticoloDto, Articolo, ArticoloFiltersDto, ValoriArticolo> {
  protected readonly resource = ARTICOLO;
  protected readonly read = { table: 'articoli', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  /** Only the filters given, each "contains" through its trigram index (CatalogoElenco1764900000600); the supplier's among the parties. */
  protected listSql(f: ArticoloFiltersDto): ListSql {
    const params: unknown[] = [];
    const where: string[] = [];
    const contiene = (colonna: string, valore: string | undefined) => {
      const pattern = containsPattern(valore);
      if (!pattern) return;
      params.push(pattern);
      where.push(`${colonna} ILIKE $${params.length}`);
    };
    contiene('a.codice', f.codice);
    const barcode = containsPattern(f.barcode);
    if (barcode) {
      params.push(barcode);
      where.push(`EXISTS (SELECT 1 FROM articoli_barcode b WHERE b.id_articolo = a.id AND b.barcode ILIKE $${params.length})`);
    }
    contiene('a.descrizione', f.descrizione);
    contiene('a.descrizione_fornitore', f.nominativo);
    if (f.fornitore !== undefined && f.fornitore !== null) {
      params.push(f.fornitore);
      where.push(`a.fornitore = $${params.length}`);
    }
    const fornitore: string[] = [];
    for (const [colonna, valore] of [['codice_tipo', f.codiceTipo], ['partita_iva', f.partitaIva], ['codice_fiscale', f.codiceFiscale]] as const) {
      const pattern = containsPattern(valore);
      if (!pattern) continue;
      params.push(pattern);
      fornitore.push(`${colonna} ILIKE $${params.length}`);
    }
    if (fornitore.length) where.push(`a.fornitore IN (SELECT id FROM anagrafiche WHERE ${fornitore.join(' AND ')})`);
    return {
      select: LIST_COLUMNS,
      from: `FROM articoli a${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params,
      orderBy: 'lower(a.codice), a.id',
    };
  }

  override async get(id: number): Promise<Articolo> {
    const articolo = await super.get(id);
    const { rows } = await this.pool.query<Barcode>(`SELECT barcode, attivo FROM articoli_barcode WHERE id_articolo = $1 ORDER BY posizione, barcode`, [id]);
    return { ...articolo, listaBarcode: rows };
  }

  protected values(dto: ArticoloDto): Promise<ValoriArticolo> {
    return this.valuesAfter(dto, undefined);
  }

  override async create(dto: ArticoloDto, metadata: EventMetadata): Promise<number> {
    return barcodeConflict(() => super.create(dto, metadata));
  }

  override async update(id: number, dto: ArticoloDto, metadata: EventMetadata): Promise<void> {
    const { values: precedente } = await this.writer.current<ValoriArticolo>(ARTICOLO, id);
    const values = await this.valuesAfter(dto, precedente);
    await barcodeConflict(() => this.writer.update<ValoriArticolo>(ARTICOLO, id, values, metadata));
  }

  private async valuesAfter(dto: ArticoloDto, precedente: ArticoloPrecedente): Promise<ValoriArticolo> {
    return articoloValues({ ...dto, fornitore: dto.fornitore ?? null }, await this.lookups(dto), precedente, new Date());
  }

  private async lookups(dto: ArticoloDto): Promise<ArticoloLookups> {
    const codice = (v: string | undefined) => v?.trim() || null;
    const { rows } = await this.pool.query<{ iva: ArticoloLookups['iva']; fornitore: ArticoloLookups['fornitore']; gruppo: boolean; marca: boolean; unita: boolean; deposito: boolean }>(
      `SELECT
        (SELECT json_build_object('descrizione', descrizione, 'aliquota', aliquota::float8) FROM iva WHERE codice = $1) AS iva,
        (SELECT json_build_object('codice', codice, 'nominativo', nominativo) FROM anagrafiche WHERE id = $2) AS fornitore,
        ($3::text IS NULL OR EXISTS (SELECT 1 FROM articoli_gruppi WHERE codice = $3)) AS gruppo,
        ($4::text IS NULL OR EXISTS (SELECT 1 FROM marche WHERE codice = $4)) AS marca,
        ($5::text IS NULL OR EXISTS (SELECT 1 FROM articoli_unita_misura WHERE codice = $5)) AS unita,
        ($6::text IS NULL OR EXISTS (SELECT 1 FROM depositi WHERE codice = $6)) AS deposito`,
      [dto.codiceIva?.trim() ?? '', dto.fornitore ?? null, codice(dto.gruppo), codice(dto.marca), codice(dto.unitaMisura), codice(dto.deposito)],
    );
    const r = rows[0];
    const codiciMancanti = [
      ...(r.gruppo ? [] : [`Il gruppo ${dto.gruppo} non esiste`]),
      ...(r.marca ? [] : [`La marca ${dto.marca} non esiste`]),
      ...(r.unita ? [] : [`L'unità di misura ${dto.unitaMisura} non esiste`]),
      ...(r.deposito ? [] : [`Il deposito ${dto.deposito} non esiste`]),
    ];
    return { iva: r.iva, fornitore: r.fornitore, codiciMancanti };
  }

  /** The article that has this barcode, if any (GET /api/barcode/check). */
  async findBarcode(barcode: string): Promise<{ idArticolo: number; codice: string; descrizione: string } | null> {
    const { rows } = await this.pool.query<{ idArticolo: number; codice: string; descrizione: string }>(
      `SELECT a.id AS "idArticolo", a.codice, a.descrizione FROM articoli_barcode b JOIN articoli a ON a.id = b.id_articolo WHERE b.barcode = $1`,
      [barcode.trim()],
    );
    return rows[0] ?? null;
  }
}

/** A barcode already on another article refuses the whole save (the projection's primary key). */
async function barcodeConflict<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'articoli_barcode_pkey')) throw new ConflictError(BARCODE_PRESENTE);
    throw error;
  }
}
