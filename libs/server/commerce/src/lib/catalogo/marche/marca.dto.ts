import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST/PUT /api/marche; the description is spelled `descrizone` as the contract writes it. */
export class MarcaDto {
  /** the record's id and version as the editor loaded them: the path's id wins */
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codice!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizone!: string;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;
}

/** GET /api/marche: case-insensitive contains on code and description. */
export class MarcaFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('descrizione') descrizione?: string;
}
