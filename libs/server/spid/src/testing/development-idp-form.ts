import { plainToInstance } from 'class-transformer';
import { IsOptional, IsString, validateSync } from 'class-validator';
import { isJsonObject } from '@registro/server-kernel';

/** The form the development IdP's pages post (SAML's HTTP-POST binding and "Utente di test"). */
export class DevelopmentIdpForm {
  @IsOptional() @IsString() SAMLRequest?: string;
  @IsOptional() @IsString() RelayState?: string;
  @IsOptional() @IsString() codiceFiscale?: string;
  @IsOptional() @IsString() nome?: string;
  @IsOptional() @IsString() cognome?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() azione?: string;
}

/** The posted fields checked against DevelopmentIdpForm (others dropped); undefined when one is not text. */
export function developmentIdpForm(campi: unknown): DevelopmentIdpForm | undefined {
  const modulo = plainToInstance(DevelopmentIdpForm, isJsonObject(campi) ? campi : {});
  return validateSync(modulo, { whitelist: true }).length === 0 ? modulo : undefined;
}
