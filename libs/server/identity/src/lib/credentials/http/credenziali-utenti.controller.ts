import { Body, Controller, Param, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  Authenticated,
  Public,
  RequiresPermission,
  CurrentUser,
  messaggio,
  metadataFrom,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { idNumerico } from '../../http/id-param';
import { CambioPasswordUtente } from '../password/cambio-password';
import { MESSAGGIO_PASSWORD_MODIFICATA } from '../password/regole-password';
import { ResetPassword } from '../password/reset-password';
import { provenienza } from '../provenienza';
import { SbloccaUtente } from '../unlock/sblocca-utente';
import { CambioPasswordConUsernameDto, CambioPasswordDto, ConfermaResetPasswordDto, ResetPasswordDto } from './credentials.dto';

/** The credential calls under users/ (spec 1 §7, profile and users). */
@Controller('users')
export class CredenzialiUtentiController {
  constructor(
    private readonly cambio: CambioPasswordUtente,
    private readonly reset: ResetPassword,
    private readonly sblocco: SbloccaUtente,
  ) {}

  /** The signed-in user's own password. */
  @Put('cambiapasswordutente')
  @Authenticated()
  async cambiaPropria(@Body() body: CambioPasswordDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.cambio.propria(user, body, provenienza(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  /** From the login's "Password Scaduta" / "Password Temporanea" modals: username and old password. */
  @Put('cambiapassword')
  @Public()
  async cambiaConUsername(@Body() body: CambioPasswordConUsernameDto, @Req() req: Request) {
    const { username, ...dati } = body;
    await this.cambio.conUsername(username, dati, provenienza(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  @Put('resetpassword')
  @Public()
  richiediReset(@Query() q: ResetPasswordDto, @Req() req: Request) {
    return messaggio(this.reset.richiedi(q.email, provenienza(req)));
  }

  @Put('resetpassword/conferma')
  @Public()
  async confermaReset(@Body() body: ConfermaResetPasswordDto, @Req() req: Request) {
    await this.reset.conferma(body.token, body.newPassword, body.verificaPassword, provenienza(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  @Put('sblocca/:id')
  @RequiresPermission('users', 'modifica')
  async sblocca(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return messaggio(await this.sblocco.sblocca(idNumerico(id), metadataFrom(req, user)));
  }
}
