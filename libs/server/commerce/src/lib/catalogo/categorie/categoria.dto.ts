import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

export class SottocategoriaDto {
  @IsString({ message: "Il campo Codice e' OBBLIGATORIO" })
  @MaxLength(20, { message: 'Il Codice della sottocategoria deve contenere al massimo 20 caratteri' })
  codice!: string;

  @IsOptional()
  @IsString({ message: 'La Descrizione della sottocategoria deve essere un testo' })
  @MaxLength(200, { message: 'La Descrizione della sottocategoria deve contenere al massimo 200 caratteri' })
  descrizione?: string;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo della sottocategoria deve essere vero o falso' }) attivo?: boolean;
}

/** POST/PUT /api/categorie: the category with its subcategories. */
export class CategoriaDto {
  /** the record's id and version as the editor loaded them: the path's id wins */
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codice!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizione!: string;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;

  @IsOptional()
  @IsArray({ message: 'Le sottocategorie devono essere una lista' })
  @ValidateNested({ each: true })
  @Type(() => SottocategoriaDto)
  listaSottocategorie?: SottocategoriaDto[];
}

/** GET /api/categorie: case-insensitive contains on code and description. */
export class CategoriaFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('descrizione') descrizione?: string;
}
