import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const Testo = (field: string, max = 200) => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString({ message: `Il campo ${field} deve essere un testo` })(target, key);
  MaxLength(max, { message: `Il campo ${field} deve contenere al massimo ${max} caratteri` })(target, key);
};

export class IndirizzoDto {
  @Testo('Indirizzo') indirizzo?: string;
  @Testo('Civico', 20) civico?: string;
  @Testo('Provincia', 100) provincia?: string;
  @Testo('Comune', 100) comune?: string;
  @Testo('Frazione', 100) frazione?: string;
  @Testo('C.A.P.', 10) cap?: string;
}

/**
 * The body of PUT /api/profilo (spec 1 §3, editable profile); a field left out stays as it is.
 * id and username are accepted because the form sends the loaded profile back; the username
 * cannot be changed here.
 */
export class UpdateOwnProfileDto {
  @IsOptional() id?: unknown;
  @IsOptional() username?: unknown;

  @Testo('Cellulare', 30) cellulare?: string;
  @Testo('Email') email?: string;
  @Testo('Cognome', 100) cognome?: string;
  @Testo('Nome', 100) nome?: string;
  /** CI identity card, CF fiscal code, PS passport */
  @IsOptional() tipoIdentificativo?: string | null;
  @Testo('Identificativo', 50) identificativo?: string;

  @IsOptional()
  @ValidateNested({ message: 'Il campo Domicilio deve essere un oggetto' })
  @Type(() => IndirizzoDto)
  domicilio?: IndirizzoDto;

  @IsOptional()
  @ValidateNested({ message: 'Il campo Residenza deve essere un oggetto' })
  @Type(() => IndirizzoDto)
  residenza?: IndirizzoDto;

  /** a number, a numeric text or null/'' for none */
  @IsOptional() latitudine?: number | string | null;
  @IsOptional() longitudine?: number | string | null;
}
