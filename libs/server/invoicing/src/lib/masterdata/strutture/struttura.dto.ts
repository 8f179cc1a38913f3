import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

const testo = (campo: string, max: number) => ({ message: `Il campo ${campo} deve contenere al massimo ${max} caratteri` });

/** POST/PUT /api/strutture: the facility and the seller data of its electronic invoices. */
export class StrutturaDto {
  @IsOptional() @IsInt() id?: number;

  @IsString({ message: 'Il campo Codice Struttura è obbligatorio' })
  @MaxLength(20, testo('Codice Struttura', 20))
  codiceStruttura!: string;

  @IsString({ message: 'Il campo Denominazione è obbligatorio' })
  @MaxLength(80, testo('Denominazione', 80))
  denominazione!: string;

  @IsOptional() @IsString() @MaxLength(11, testo('Partita IVA', 11)) partitaIva?: string;
  @IsOptional() @IsString() @MaxLength(16, testo('Codice Fiscale', 16)) codiceFiscale?: string;
  @IsOptional() @IsString() @MaxLength(4, testo('Regime Fiscale', 4)) regimeFiscale?: string;
  @IsOptional() @IsString() @MaxLength(60, testo('Indirizzo', 60)) indirizzo?: string;
  @IsOptional() @IsString() @MaxLength(8, testo('Numero Civico', 8)) numeroCivico?: string;
  @IsOptional() @IsString() @MaxLength(5, testo('CAP', 5)) cap?: string;
  @IsOptional() @IsString() @MaxLength(60, testo('Comune', 60)) comune?: string;
  @IsOptional() @IsString() @MaxLength(2, testo('Provincia', 2)) provincia?: string;
  @IsOptional() @IsString() @MaxLength(2, testo('Nazione', 2)) nazione?: string;
  @IsOptional() @IsString() @MaxLength(3, testo('Codice Regione', 3)) codiceRegione?: string;
  @IsOptional() @IsString() @MaxLength(3, testo('Codice ASL', 3)) codiceAsl?: string;
  @IsOptional() @IsString() @MaxLength(6, testo('Codice SSA', 6)) codiceSsa?: string;
  @IsOptional() @IsString() @MaxLength(16, testo('CF Proprietario', 16)) cfProprietario?: string;
}

/** GET /api/strutture: contains on code and name. */
export class StrutturaFiltersDto extends PagedQueryDto {
  @TextFilter('codiceStruttura') codiceStruttura?: string;
  @TextFilter('denominazione') denominazione?: string;
}
