import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { CampoTesto } from '../http/campo-testo';

export class UtenteBeanDto {
  @CampoTesto('Username', 100) username?: string;
  @CampoTesto('Nome') firstname?: string;
  @CampoTesto('Cognome') lastname?: string;
  @CampoTesto('E-Mail', 320) email?: string;
}

/** POST /api/registration (spec 1 §5, registration). */
export class RegistrationDto {
  @IsOptional()
  @IsObject({ message: 'Il campo utenteBean deve essere un oggetto' })
  @ValidateNested()
  @Type(() => UtenteBeanDto)
  utenteBean?: UtenteBeanDto;

  @CampoTesto('Comune') comune?: string;
  @CampoTesto('Indirizzo') indirizzo?: string;
  @CampoTesto('N. Civico', 20) civico?: string;
  @CampoTesto('Cap', 10) cap?: string;
}

export class ValidaRegistrazioneDto {
  @CampoTesto('code') code?: string;
}
