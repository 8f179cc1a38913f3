import { IsOptional, IsString } from 'class-validator';

export const MESSAGGIO_ID_OBBLIGATORIO = 'Parametro id obbligatorio';

/** GET identitymanagerverify?id= : the identity manager the login screen names. */
export class VerifyIdentityManagerQueryDto {
  @IsOptional()
  @IsString({ message: MESSAGGIO_ID_OBBLIGATORIO })
  id?: string;
}

/** GET identitymanager/login?clientId= : where the sign-in starts (checked by OidcSignIn.start). */
export class IdentityManagerLoginQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro clientId deve essere un testo' })
  clientId?: string;
}
