import { BooleanFilter } from '@registro/server-platform';

/** The query of GET /api/documenti/fatturaelettronica/:id. */
export class ScaricaFatturaElettronicaQuery {
  /** true: the file is named as the SDI requires (IT<IdCodice>_<progressivo>.xml), same bytes */
  @BooleanFilter('nomeSdi', { parametro: true })
  nomeSdi?: boolean;
}
