import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/iva. */
export class IvaDto {
  /** the record's id and version as the editor loaded them: the path's id wins */
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(10, { message: 'Il campo Codice deve contenere al massimo 10 caratteri' })
  codice!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizione!: string;

  /** percent 0..100, default 0 (checked with decimals by the service) */
  @IsOptional() aliquota?: number | string;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;
}

/** GET /api/iva: case-insensitive contains on code and description. */
export class IvaFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('descrizione') descrizione?: string;
}
