import { TextField } from './text-field';

/** PUT users/cambiapasswordutente */
export class CambioPasswordDto {
  @TextField('Vecchia Password') oldPassword?: string;
  @TextField('Nuova Password') newPassword?: string;
  @TextField('Verifica Password') verificaPassword?: string;
}

/** PUT users/cambiapassword (from the login's expired/temporary password modals) */
export class CambioPasswordConUsernameDto extends CambioPasswordDto {
  @TextField('username') username?: string;
}

/** PUT users/resetpassword?email= */
export class ResetPasswordDto {
  @TextField('email', 400) email?: string;
}

/** PUT users/resetpassword/conferma */
export class ConfermaResetPasswordDto {
  @TextField('token') token?: string;
  @TextField('Nuova Password') newPassword?: string;
  @TextField('Verifica Password') verificaPassword?: string;
}

/** POST token/twofactorauthenticator */
export class SecondoFattoreDto {
  @TextField('username') username?: string;
  @TextField('Codice O.T.P.', 20) secondFactor?: string;
}

/** GET twofactor/sendqrcode?usernameUtente= */
export class InviaQrCodeDto {
  @TextField('usernameUtente') usernameUtente?: string;
}

/** POST twofactor/enrol */
export class IscrizioneOtpDto {
  @TextField('token') token?: string;
  @TextField('password') password?: string;
}

/** POST twofactor/conferma */
export class ConfermaOtpDto {
  @TextField('token') token?: string;
  @TextField('Codice O.T.P.', 20) code?: string;
}
