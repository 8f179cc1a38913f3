import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Struttura } from '@registro/contracts';
import { PG_POOL, RecordWriter, SqlRecordService, column, containsPattern, type ExcelSheet, type ListSql, type RecordResource } from '@registro/server-platform';
import { strutturaValues } from '../domain/struttura-values';
import { SEZIONE_STRUTTURE, type ValoriStruttura } from '../masterdata.events';
import type { StrutturaDto, StrutturaFiltersDto } from './struttura.dto';

/** A facility: generic record events on `strutture-<id>`, read model `strutture`. */
export const STRUTTURA: RecordResource = {
  sezione: SEZIONE_STRUTTURE,
  idSequence: 'strutture_id_seq',
  notFound: 'Struttura non trovata',
  duplicate: 'Esiste già una struttura con questo codice',
  duplicateConstraint: 'strutture_codice_idx',
  chiaviEtichette: 'strutture',
};

export const STRUTTURA_EXCEL: ExcelSheet<Struttura> = {
  fileName: 'Strutture_',
  columns: [
    column('Codice', 'codiceStruttura'),
    column('Denominazione', 'denominazione'),
    column('Partita IVA', 'partitaIva'),
    column('Codice Fiscale', 'codiceFiscale'),
    column('Comune', 'comune'),
    column('Provincia', 'provincia'),
  ],
};

const COLUMNS = `id, codice_struttura AS "codiceStruttura", denominazione, partita_iva AS "partitaIva", codice_fiscale AS "codiceFiscale",
  regime_fiscale AS "regimeFiscale", indirizzo, numero_civico AS "numeroCivico", cap, comune, provincia, nazione,
  codice_regione AS "codiceRegione", codice_asl AS "codiceAsl", codice_ssa AS "codiceSsa", cf_proprietario AS "cfProprietario", versione`;

/** /api/strutture: the facilities, sellers of their electronic invoices. */
@Injectable()
export class StrutturaService extends SqlRecordService<StrutturaDto, Struttura, StrutturaFiltersDto, ValoriStruttura> {
  protected readonly resource = STRUTTURA;
  protected readonly read = { table: 'strutture', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filtri: StrutturaFiltersDto): ListSql {
    return {
      select: COLUMNS,
      from: `FROM strutture WHERE ($1::text IS NULL OR codice_struttura ILIKE $1) AND ($2::text IS NULL OR denominazione ILIKE $2)`,
      params: [containsPattern(filtri.codiceStruttura), containsPattern(filtri.denominazione)],
      orderBy: 'codice_struttura, id',
    };
  }

  protected values(dto: StrutturaDto): ValoriStruttura {
    return strutturaValues(dto);
  }
}
