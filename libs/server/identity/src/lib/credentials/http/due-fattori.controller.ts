import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { RispostaToken } from '@registro/contracts';
import { Public, RequiresPermission, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { provenienza } from '../provenienza';
import { AccessoSecondoFattore } from '../two-factor/accesso-secondo-fattore';
import { IscrizioneOtp, MESSAGGIO_OTP_ATTIVATO } from '../two-factor/iscrizione-otp';
import { ConfermaOtpDto, InviaQrCodeDto, IscrizioneOtpDto, SecondoFattoreDto } from './credentials.dto';

/** Two-factor sign-in and enrolment. */
@Controller()
export class DueFattoriController {
  constructor(
    private readonly accesso: AccessoSecondoFattore,
    private readonly iscrizione: IscrizioneOtp,
  ) {}

  /** The OTP step after a TWO_FACTORY_AUTHENTICATOR answer of POST /api/token. */
  @Post('token/twofactorauthenticator')
  @Public()
  @HttpCode(200)
  secondoFattore(@Body() body: SecondoFattoreDto, @Req() req: Request): Promise<RispostaToken> {
    return this.accesso.accedi(body.username, body.secondFactor, provenienza(req));
  }

  /** The user list's "send QR code by e-mail". */
  @Get('twofactor/sendqrcode')
  @RequiresPermission('users', 'modifica')
  async inviaQrCode(@Query() q: InviaQrCodeDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const username = await this.iscrizione.inviaEmail(q.usernameUtente, metadataFrom(req, user));
    return messaggio(`E-Mail con il QR-Code inviata all'utente: ${username}`);
  }

  /** The mailed link's page: the password shows the QR code. */
  @Post('twofactor/enrol')
  @Public()
  @HttpCode(200)
  async mostraQrCode(@Body() body: IscrizioneOtpDto, @Req() req: Request) {
    return ok(await this.iscrizione.mostraQrCode(body.token, body.password, provenienza(req)));
  }

  /** A code from the app activates the second factor. */
  @Post('twofactor/conferma')
  @Public()
  @HttpCode(200)
  async conferma(@Body() body: ConfermaOtpDto, @Req() req: Request) {
    await this.iscrizione.conferma(body.token, body.code, provenienza(req));
    return messaggio(MESSAGGIO_OTP_ATTIVATO);
  }
}
