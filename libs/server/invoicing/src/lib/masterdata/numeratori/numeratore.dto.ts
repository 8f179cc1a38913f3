import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/numeratori (also the duplicate of the counters screen): the record as the form sends it. */
export class NumeratoreDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(50, { message: 'Il campo Codice deve contenere al massimo 50 caratteri' })
  codice!: string;

  @IsOptional() @IsString() @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' }) descrizione?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il campo Valore deve essere un numero intero' })
  @Min(0, { message: 'Il campo Valore non può essere negativo' })
  @Max(999_999_999, { message: 'Il campo Valore è troppo grande' })
  valore?: number;

  /** spec 3's duplicate sends only codice, descrizione, codiceStruttura: a new counter is then for the current year */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Il campo Anno deve essere un numero intero' })
  @Min(1900, { message: "Il campo Anno deve essere compreso tra 1900 e 2999" })
  @Max(2999, { message: "Il campo Anno deve essere compreso tra 1900 e 2999" })
  anno?: number;

  @IsOptional() @IsString() @MaxLength(20, { message: 'Il campo Codice Struttura deve contenere al massimo 20 caratteri' }) codiceStruttura?: string;
  @IsOptional() @IsString() @MaxLength(1000, { message: 'Il campo Note deve contenere al massimo 1000 caratteri' }) note?: string;
}

/** GET /api/numeratori: case-insensitive contains on code and description. */
export class NumeratoreFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('descrizione') descrizione?: string;
}
