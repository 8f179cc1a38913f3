import { IsIn, IsOptional } from 'class-validator';

/** The query of GET /api/documenti/fatturaelettronica/:id. */
export class ScaricaFatturaElettronicaQuery {
  /** 'true': the file is named as the SDI requires (IT<IdCodice>_<progressivo>.xml), same bytes */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Il parametro nomeSdi deve essere true o false' })
  nomeSdi?: string;
}
