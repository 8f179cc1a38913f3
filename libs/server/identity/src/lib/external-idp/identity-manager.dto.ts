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

/**
 * GET identitymanager/callback: what the identity manager sends the browser back with (OpenID
 * Connect's code and state, or its error), and the parameters providers are known to add
 * (Keycloak's session_state, Google's authuser, hd, prompt, scope), read by OidcSignIn.completa.
 */
export class IdentityManagerCallbackQueryDto {
  @IsOptional() @IsString({ message: 'Il parametro code deve essere un testo' }) code?: string;
  @IsOptional() @IsString({ message: 'Il parametro state deve essere un testo' }) state?: string;
  @IsOptional() @IsString({ message: 'Il parametro iss deve essere un testo' }) iss?: string;
  @IsOptional() @IsString({ message: 'Il parametro error deve essere un testo' }) error?: string;
  @IsOptional() @IsString({ message: 'Il parametro error_description deve essere un testo' }) error_description?: string;
  @IsOptional() @IsString({ message: 'Il parametro error_uri deve essere un testo' }) error_uri?: string;
  @IsOptional() @IsString({ message: 'Il parametro session_state deve essere un testo' }) session_state?: string;
  @IsOptional() @IsString({ message: 'Il parametro scope deve essere un testo' }) scope?: string;
  @IsOptional() @IsString({ message: 'Il parametro authuser deve essere un testo' }) authuser?: string;
  @IsOptional() @IsString({ message: 'Il parametro hd deve essere un testo' }) hd?: string;
  @IsOptional() @IsString({ message: 'Il parametro prompt deve essere un testo' }) prompt?: string;
}
