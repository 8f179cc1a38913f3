import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

export const TIPI_DOCUMENTO = ['EMESSO', 'RICEVUTO'] as const;

/** FatturaPA TipoDocumento (specifiche tecniche 1.8). */
export const TIPI_DOCUMENTO_SDI = [
  'TD01', 'TD02', 'TD03', 'TD04', 'TD05', 'TD06', 'TD07', 'TD08', 'TD09', 'TD16', 'TD17', 'TD18', 'TD19',
  'TD20', 'TD21', 'TD22', 'TD23', 'TD24', 'TD25', 'TD26', 'TD27', 'TD28', 'TD29',
] as const;

/** POST/PUT /api/tipidocumento. */
export class TipoDocumentoDto {
  @IsOptional() @IsInt() id?: number;

  @IsOptional()
  @IsIn(TIPI_DOCUMENTO, { message: 'Il campo Tipo deve essere EMESSO o RICEVUTO' })
  tipoDocumento?: (typeof TIPI_DOCUMENTO)[number];

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codiceTipoDocumento!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizioneTipoDocumento!: string;

  @IsOptional() @IsString() @MaxLength(50, { message: 'Il campo Codice Numeratore deve contenere al massimo 50 caratteri' }) codiceNumeratore?: string;

  @IsOptional()
  @IsIn(TIPI_DOCUMENTO_SDI, { message: 'Il campo Tipo Documento SdI deve essere un tipo documento della fattura elettronica (TD01, TD04, …)' })
  tipoDocumentoSdi?: string;
}

/** GET /api/tipidocumento: case-insensitive contains on code and description. */
export class TipoDocumentoFiltersDto extends PagedQueryDto {
  @TextFilter('codiceTipoDocumento') codiceTipoDocumento?: string;
  @TextFilter('descrizioneTipoDocumento') descrizioneTipoDocumento?: string;
}
