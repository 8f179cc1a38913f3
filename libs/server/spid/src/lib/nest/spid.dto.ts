import { IsOptional, IsString } from 'class-validator';

/** The parameters of the SAML HTTP-Redirect binding an IdP may add when it sends the browser back. */
class SamlRedirectParams {
  @IsOptional() @IsString({ message: 'Il parametro SAMLRequest deve essere un testo' }) SAMLRequest?: string;
  @IsOptional() @IsString({ message: 'Il parametro SAMLResponse deve essere un testo' }) SAMLResponse?: string;
  @IsOptional() @IsString({ message: 'Il parametro RelayState deve essere un testo' }) RelayState?: string;
  @IsOptional() @IsString({ message: 'Il parametro SigAlg deve essere un testo' }) SigAlg?: string;
  @IsOptional() @IsString({ message: 'Il parametro Signature deve essere un testo' }) Signature?: string;
}

/** GET spid/login?idp=&level= (checked by SpidService.startSignIn; level defaults to SpidL2). */
export class SpidLoginQueryDto extends SamlRedirectParams {
  @IsOptional() @IsString({ message: 'Il parametro idp deve essere un testo' }) idp?: string;
  @IsOptional() @IsString({ message: 'Il parametro level deve essere un testo' }) level?: string;
}

/** GET spid/logout?sessione= : SP-initiated logout (checked by SpidService.startLogout). */
export class SpidLogoutQueryDto extends SamlRedirectParams {
  @IsOptional() @IsString({ message: 'Il parametro sessione deve essere un testo' }) sessione?: string;
}

/** POST spid/acs and POST spid/logout: the SAML HTTP-POST binding's form (checked by SpidService). */
export class SpidPostBindingDto extends SamlRedirectParams {}
