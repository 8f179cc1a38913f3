import { CampoTesto } from './campo-testo';

/** PUT users/cambiapasswordutente */
export class CambioPasswordDto {
  @CampoTesto('Vecchia Password') oldPassword?: string;
  @CampoTesto('Nuova Password') newPassword?: string;
  @CampoTesto('Verifica Password') verificaPassword?: string;
}

/** PUT users/cambiapassword (from the login's expired/temporary password modals) */
export class CambioPasswordConUsernameDto extends CambioPasswordDto {
  @CampoTesto('username') username?: string;
}

/** PUT users/resetpassword?email= */
export class ResetPasswordDto {
  @CampoTesto('email', 400) email?: string;
}

/** PUT users/resetpassword/conferma */
export class ConfermaResetPasswordDto {
  @CampoTesto('token') token?: string;
  @CampoTesto('Nuova Password') newPassword?: string;
  @CampoTesto('Verifica Password') verificaPassword?: string;
}

/** POST token/twofactorauthenticator */
export class SecondoFattoreDto {
  @CampoTesto('username') username?: string;
  @CampoTesto('Codice O.T.P.', 20) secondFactor?: string;
}

/** GET twofactor/sendqrcode?usernameUtente= */
export class InviaQrCodeDto {
  @CampoTesto('usernameUtente') usernameUtente?: string;
}

/** POST twofactor/enrol */
export class IscrizioneOtpDto {
  @CampoTesto('token') token?: string;
  @CampoTesto('password') password?: string;
}

/** POST twofactor/conferma */
export class ConfermaOtpDto {
  @CampoTesto('token') token?: string;
  @CampoTesto('Codice O.T.P.', 20) code?: string;
}
