import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { SEZIONI_DIZIONARIO, type SezioneDizionario, type TipoArchivio, type TipoMovimento } from '@registro/contracts';
import { BooleanFilter, ChoiceFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

/** POST /api/dizionariotipi, PUT /api/dizionariotipi/:id. */
export class DizionarioTipoDto {
  /** the record's id and version as the editor loaded them: the path's id wins */
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsIn(SEZIONI_DIZIONARIO, { message: 'Il campo Sezione deve essere ANAGRAFICA, DOCUMENTO o DOCUMENTOMOBILE' })
  sezioneDizionario!: SezioneDizionario;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(20, { message: 'Il campo Codice deve contenere al massimo 20 caratteri' })
  codiceTipo!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizioneTipo!: string;

  @IsOptional() @IsIn(['P', 'A'], { message: 'Il campo Tipo deve essere P (PRINCIPALE) o A (ARCHIVIO)' }) tipo?: TipoArchivio;

  @IsOptional()
  @IsIn(['C', 'S', 'I'], { message: 'Il campo Tipo Movimento deve essere C (CARICO), S (SCARICO) o I (INVARIATO)' })
  tipoMovimento?: TipoMovimento | null;

  @IsOptional() @IsString({ message: 'Il campo Documento Successivo deve essere un codice' }) @MaxLength(20) richiedeFattura?: string | null;

  /** set by the server from the section: what the client sends is ignored */
  @IsOptional() @IsString() path?: string | null;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;
}

/** GET /api/dizionariotipi: the section exactly, code and description contained; `enable=true` only the active types. */
export class DizionarioTipoFiltersDto extends PagedQueryDto {
  @ChoiceFilter('sezioneDizionario', SEZIONI_DIZIONARIO) sezioneDizionario?: SezioneDizionario;

  @TextFilter('codiceTipo') codiceTipo?: string;
  @TextFilter('descrizioneTipo') descrizioneTipo?: string;

  @BooleanFilter('enable') enable?: boolean;
}
