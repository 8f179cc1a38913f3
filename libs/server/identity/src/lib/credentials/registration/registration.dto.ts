import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { TextField } from '../http/text-field';

export class UtenteBeanDto {
  @TextField('Username', 100) username?: string;
  @TextField('Nome') firstname?: string;
  @TextField('Cognome') lastname?: string;
  @TextField('E-Mail', 320) email?: string;
}

/** POST /api/registration (spec 1 §5, registration). */
export class RegistrationDto {
  @IsOptional()
  @IsObject({ message: 'Il campo utenteBean deve essere un oggetto' })
  @ValidateNested()
  @Type(() => UtenteBeanDto)
  utenteBean?: UtenteBeanDto;

  @TextField('Comune') comune?: string;
  @TextField('Indirizzo') indirizzo?: string;
  @TextField('N. Civico', 20) civico?: string;
  @TextField('Cap', 10) cap?: string;
}

export class ValidaRegistrazioneDto {
  @TextField('code') code?: string;
}
