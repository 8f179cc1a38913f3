import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CODICE_TIPO_TUTTI, STATO_ANAGRAFICA_ELIMINATO, type Anagrafica, type NotaAnagrafica } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  containsPattern,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { SEZIONE_ANAGRAFICA, type ValoriAnagrafica } from '../anagrafiche.events';
import { anagraficaValues } from '../domain/anagrafica-values';
import type { AnagraficaDto, AnagraficaFiltersDto } from './anagrafica.dto';

/** A party: generic record events on `anagrafica-<id>`, read model `anagrafiche` (a deleted party stays, ELIMINATO). */
export const ANAGRAFICA: RecordResource = {
  sezione: SEZIONE_ANAGRAFICA,
  idSequence: 'anagrafiche_id_seq',
  notFound: 'Anagrafica non trovata',
  duplicate: "Esiste già un'anagrafica con questo codice",
  duplicateConstraint: 'anagrafiche_codice_idx',
  chiaviEtichette: 'anagrafica',
};

export const ANAGRAFICA_EXCEL: ExcelSheet<Anagrafica> = {
  fileName: 'Anagrafica_',
  columns: [
    column('Codice', 'codice'),
    column('Nominativo', 'nominativo'),
    column('Città', 'citta'),
    column('Indirizzo', 'indirizzo'),
    column('Partita IVA', 'partitaIva'),
    column('Codice Fiscale', 'codiceFiscale'),
    column('Telefono', 'telefono'),
    column('Tipo', 'codiceTipo'),
    column('Stato', 'statoAttuale'),
  ],
};

const COLUMNS = `id, codice, nominativo, citta, indirizzo, codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", telefono,
  codice_tipo AS "codiceTipo", attivo, stato_attuale AS "statoAttuale", stato_attuale_data_ora AS "statoAttualeDataOra",
  lista_note AS "listaNote", versione`;

/**
 * /api/anagrafica (spec 3 §7): parties of the ANAGRAFICA types. `codiceTipo=ALL` searches every
 * type and leaves the deleted parties out (the document editor's counterparty search).
 */
@Injectable()
export class AnagraficaService extends SqlRecordService<AnagraficaDto, Anagrafica, AnagraficaFiltersDto, ValoriAnagrafica> {
  protected readonly resource = ANAGRAFICA;
  protected readonly read = { table: 'anagrafiche', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filtri: AnagraficaFiltersDto): ListSql {
    const codiceTipo = filtri.codiceTipo?.trim().toUpperCase() || null;
    const tutti = codiceTipo === CODICE_TIPO_TUTTI;
    return {
      select: COLUMNS,
      from: `FROM anagrafiche WHERE ($1::text IS NULL OR codice ILIKE $1) AND ($2::text IS NULL OR nominativo ILIKE $2)
        AND ($3::text IS NULL OR partita_iva ILIKE $3) AND ($4::text IS NULL OR codice_fiscale ILIKE $4)
        AND ($5::text IS NULL OR codice_tipo = $5) AND (NOT $6 OR stato_attuale <> '${STATO_ANAGRAFICA_ELIMINATO}')`,
      params: [
        containsPattern(filtri.codice),
        containsPattern(filtri.nominativo),
        containsPattern(filtri.partitaIva),
        containsPattern(filtri.codiceFiscale),
        tutti ? null : codiceTipo,
        tutti,
      ],
      orderBy: 'lower(nominativo), id',
    };
  }

  protected async values(dto: AnagraficaDto): Promise<ValoriAnagrafica> {
    const { rows } = await this.pool.query<{ codice: string }>(`SELECT codice_tipo AS codice FROM dizionario_tipi WHERE sezione_dizionario = 'ANAGRAFICA'`);
    return anagraficaValues(dto, rows.map((r) => r.codice));
  }

  /** A deleted party can only be restored or viewed (§4). */
  override async update(id: number, dto: AnagraficaDto, metadata: EventMetadata): Promise<void> {
    if ((await this.get(id)).statoAttuale === STATO_ANAGRAFICA_ELIMINATO)
      throw new BadRequestError("L'anagrafica è eliminata: ripristinarla prima di modificarla");
    await super.update(id, dto, metadata);
  }

  /** Marks the party ELIMINATO, keeping its row (a party already deleted: 400). */
  override async delete(id: number, metadata: EventMetadata): Promise<void> {
    if ((await this.get(id)).statoAttuale === STATO_ANAGRAFICA_ELIMINATO) throw new BadRequestError("L'anagrafica è già eliminata");
    await super.delete(id, metadata);
  }

  /** Back to ATTIVO (a party that is not deleted stays as it is). */
  async restore(id: number, metadata: EventMetadata): Promise<void> {
    await this.writer.restore(this.resource, id, metadata);
  }

  /** The note rows a new party starts with, empty (GET anagrafica/note). */
  async defaultNotes(sezioneDizionario: string): Promise<NotaAnagrafica[]> {
    const { rows } = await this.pool.query<NotaAnagrafica>(
      `SELECT tipo, descrizione, '' AS note FROM anagrafica_note_predefinite WHERE sezione_dizionario = $1 ORDER BY ordine, tipo`,
      [sezioneDizionario],
    );
    return rows;
  }
}
