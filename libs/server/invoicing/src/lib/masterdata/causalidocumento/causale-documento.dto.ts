import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, MaxLength } from 'class-validator';
import { OPERAZIONI_CONTABILI, OPERAZIONI_MAGAZZINO } from '@registro/contracts';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/causalidocumento; codiceTipoDocumento is taken from the type. */
export class CausaleDocumentoDto {
  @IsOptional() @IsInt() id?: number;

  @IsInt({ message: 'Il campo Tipo Documento è obbligatorio' })
  @Min(1, { message: 'Il campo Tipo Documento è obbligatorio' })
  idTipoDocumento!: number;

  @IsOptional() @IsString() codiceTipoDocumento?: string;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codiceCausale!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizioneCausale!: string;

  @IsOptional()
  @IsIn(OPERAZIONI_MAGAZZINO, { message: 'Il campo Operazione Magazzino deve essere INVARIATO, CARICO o SCARICO' })
  operazioneMagazzino?: (typeof OPERAZIONI_MAGAZZINO)[number];

  @IsOptional()
  @IsIn(OPERAZIONI_CONTABILI, { message: 'Il campo Operazione Contabile deve essere INVARIATO, DARE o AVERE' })
  operazioneContabile?: (typeof OPERAZIONI_CONTABILI)[number];

  @IsOptional() @IsBoolean({ message: 'Il campo Stampa Prezzi deve essere vero o falso' }) stampaPrezzi?: boolean;
  @IsOptional() @IsString() @MaxLength(500, { message: 'Il campo Soggetti Collegati deve contenere al massimo 500 caratteri' }) soggettiCollegati?: string;
  @IsOptional() @IsString() @MaxLength(500, { message: 'Il campo Documenti Collegati deve contenere al massimo 500 caratteri' }) documentiCollegati?: string;
}

/** GET /api/causalidocumento: the reasons of a type (invoice editor), contains on code and description. */
export class CausaleDocumentoFiltersDto extends PagedQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il filtro idTipoDocumento deve essere un numero intero' })
  idTipoDocumento?: number;

  @TextFilter('codiceCausale') codiceCausale?: string;
  @TextFilter('descrizioneCausale') descrizioneCausale?: string;
}
