import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { RispostaToken } from '@registro/contracts';
import { Public, RequiresPermission, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { requestOrigin } from '../request-origin';
import { SecondFactorSignIn } from '../two-factor/second-factor-sign-in';
import { OtpEnrolment, MESSAGGIO_OTP_ATTIVATO } from '../two-factor/otp-enrolment';
import { ConfermaOtpDto, InviaQrCodeDto, IscrizioneOtpDto, SecondoFattoreDto } from './credentials.dto';

/** Two-factor sign-in and enrolment. */
@Controller()
export class TwoFactorController {
  constructor(
    private readonly accesso: SecondFactorSignIn,
    private readonly iscrizione: OtpEnrolment,
  ) {}

  /** The OTP step after a TWO_FACTORY_AUTHENTICATOR answer of POST /api/token. */
  @Post('token/twofactorauthenticator')
  @Public()
  @HttpCode(200)
  secondoFattore(@Body() body: SecondoFattoreDto, @Req() req: Request): Promise<RispostaToken> {
    return this.accesso.accedi(body.username, body.secondFactor, requestOrigin(req));
  }

  /** The user list's "send QR code by e-mail". */
  @Get('twofactor/sendqrcode')
  @RequiresPermission('users', 'modifica')
  async sendQrCode(@Query() q: InviaQrCodeDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const username = await this.iscrizione.sendEmail(q.usernameUtente, metadataFrom(req, user));
    return messaggio(`E-Mail con il QR-Code inviata all'utente: ${username}`);
  }

  /** The mailed link's page: the password shows the QR code. */
  @Post('twofactor/enrol')
  @Public()
  @HttpCode(200)
  async mostraQrCode(@Body() body: IscrizioneOtpDto, @Req() req: Request) {
    return ok(await this.iscrizione.mostraQrCode(body.token, body.password, requestOrigin(req)));
  }

  /** A code from the app activates the second factor. */
  @Post('twofactor/conferma')
  @Public()
  @HttpCode(200)
  async confirm(@Body() body: ConfermaOtpDto, @Req() req: Request) {
    await this.iscrizione.confirm(body.token, body.code, requestOrigin(req));
    return messaggio(MESSAGGIO_OTP_ATTIVATO);
  }
}
