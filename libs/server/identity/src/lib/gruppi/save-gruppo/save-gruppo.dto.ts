import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** A menu entry as the group form sends it (flat; the switch is `selezionato`). */
export class VoceMenuGruppoDto {
  @IsString({ message: 'Il campo routeId della voce di menu è obbligatorio' })
  @MaxLength(100)
  routeId!: string;

  @IsOptional() @IsString() @MaxLength(100) idPadre?: string | null;
  @IsOptional() @IsString() @MaxLength(200) text?: string;
  @IsOptional() @IsString() @MaxLength(200) iconCls?: string;
  @IsOptional() @IsString() @MaxLength(200) viewId?: string;
  @IsOptional() @IsString() @MaxLength(200) primaryKey?: string;
  @IsOptional() @IsString() @MaxLength(200) badge?: string;
  @IsOptional() @IsBoolean({ message: 'Il campo selezionato della voce di menu deve essere vero o falso' }) selezionato?: boolean;
}

/** A permission switch: `descrizione` is the permission's name (visualizza, modifica, elimina, approva). */
export class PermessoGruppoDto {
  @IsString({ message: 'Il campo descrizione del permesso è obbligatorio' })
  @MaxLength(100)
  descrizione!: string;

  @IsOptional() @IsBoolean({ message: 'Il campo attivo del permesso deve essere vero o falso' }) attivo?: boolean;
}

export class SezioneGruppoDto {
  @IsString({ message: "Il campo id della sezione è obbligatorio" })
  @MaxLength(100)
  id!: string;

  @IsOptional() @IsString() @MaxLength(200) descrizione?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PermessoGruppoDto)
  permessi?: PermessoGruppoDto[];
}

/** The body of POST /api/gruppi and PUT /api/gruppi/:id (spec 1 §3, group). `id` is accepted and ignored. */
export class SaveGruppoDto {
  @IsOptional() id?: unknown;

  @IsOptional()
  @IsString({ message: 'Il campo Nome deve essere un testo' })
  @MaxLength(100, { message: 'Il campo Nome deve contenere al massimo 100 caratteri' })
  nome?: string;

  @IsOptional()
  @IsString({ message: 'Il campo Descrizione deve essere un testo' })
  @MaxLength(500, { message: 'Il campo Descrizione deve contenere al massimo 500 caratteri' })
  descrizione?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => VoceMenuGruppoDto)
  menu?: VoceMenuGruppoDto[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => SezioneGruppoDto)
  sezioni?: SezioneGruppoDto[];
}
