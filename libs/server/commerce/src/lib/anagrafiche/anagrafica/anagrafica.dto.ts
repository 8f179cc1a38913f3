import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** A note row of a party (listaNote). */
export class NotaAnagraficaDto {
  @IsString({ message: 'Il campo tipo della nota è obbligatorio' }) @MaxLength(50) tipo!: string;
  @IsOptional() @IsString() @MaxLength(200) descrizione?: string;
  @IsOptional() @IsString({ message: 'Il campo note deve essere un testo' }) @MaxLength(2000, { message: 'Le note devono contenere al massimo 2000 caratteri' }) note?: string;
}

/** POST /api/anagrafica, PUT /api/anagrafica/:id; the state fields are the server's and ignored. */
export class AnagraficaDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codice!: string;

  @IsString({ message: 'Il campo Nominativo è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Nominativo deve contenere al massimo 200 caratteri' })
  nominativo!: string;

  @IsString({ message: 'Il campo Tipo è obbligatorio' }) @MaxLength(20) codiceTipo!: string;

  @IsOptional() @IsString() @MaxLength(100, { message: 'Il campo Città deve contenere al massimo 100 caratteri' }) citta?: string | null;
  @IsOptional() @IsString() @MaxLength(200, { message: 'Il campo Indirizzo deve contenere al massimo 200 caratteri' }) indirizzo?: string | null;
  @IsOptional() @IsString() @MaxLength(16, { message: 'Il Codice Fiscale deve contenere al massimo 16 caratteri' }) codiceFiscale?: string | null;
  @IsOptional() @IsString() @MaxLength(11, { message: 'La Partita IVA deve contenere 11 cifre' }) partitaIva?: string | null;
  @IsOptional() @IsString() @MaxLength(50, { message: 'Il campo Telefono deve contenere al massimo 50 caratteri' }) telefono?: string | null;
  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;

  @IsOptional() @IsString() statoAttuale?: string;
  @IsOptional() @IsString() statoAttualeDataOra?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => NotaAnagraficaDto)
  listaNote?: NotaAnagraficaDto[];
}

/** GET /api/anagrafica: contains on every text; codiceTipo exactly (ALL: every type). */
export class AnagraficaFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('nominativo') nominativo?: string;
  @TextFilter('partitaIva') partitaIva?: string;
  @TextFilter('codiceFiscale') codiceFiscale?: string;
  @TextFilter('codiceTipo') codiceTipo?: string;
}

/** GET /api/anagrafica/note. */
export class NoteAnagraficaQueryDto {
  @IsOptional() @IsString() @MaxLength(30) sezioneDizionario?: string;
}
