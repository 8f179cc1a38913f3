import { IsOptional, IsString } from 'class-validator';
import { IgnoresUnknownFields } from '@registro/server-platform';

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
 * GET identitymanager/callback: OpenID Connect's answer (code and state, or its error). Providers
 * add parameters of their own (Keycloak's session_state, Google's authuser, hd, prompt), which
 * OAuth 2.0 (RFC 6749 §4.1.2) has the client ignore: they are dropped, not refused.
 */
@IgnoresUnknownFields()
export class IdentityManagerCallbackQueryDto {
  @IsOptional() @IsString({ message: 'Il parametro code deve essere un testo' }) code?: string;
  @IsOptional() @IsString({ message: 'Il parametro state deve essere un testo' }) state?: string;
  @IsOptional() @IsString({ message: 'Il parametro iss deve essere un testo' }) iss?: string;
  @IsOptional() @IsString({ message: 'Il parametro error deve essere un testo' }) error?: string;
  @IsOptional() @IsString({ message: 'Il parametro error_description deve essere un testo' }) error_description?: string;
}
