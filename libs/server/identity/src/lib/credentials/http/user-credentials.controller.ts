import { Body, Controller, Param, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  IdPipe,
  Authenticated,
  Public,
  RequiresPermission,
  CurrentUser,
  messaggio,
  metadataFrom,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { ChangePassword } from '../password/change-password';
import { MESSAGGIO_PASSWORD_MODIFICATA } from '../password/password-rules';
import { ResetPassword } from '../password/reset-password';
import { requestOrigin } from '../request-origin';
import { UnlockUser } from '../unlock/unlock-user';
import { CambioPasswordConUsernameDto, CambioPasswordDto, ConfermaResetPasswordDto, ResetPasswordDto } from './credentials.dto';

/** The credential calls under users/ (spec 1 §7, profile and users). */
@Controller('users')
export class UserCredentialsController {
  constructor(
    private readonly cambio: ChangePassword,
    private readonly reset: ResetPassword,
    private readonly sblocco: UnlockUser,
  ) {}

  /** The signed-in user's own password. */
  @Put('cambiapasswordutente')
  @Authenticated()
  async cambiaPropria(@Body() body: CambioPasswordDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.cambio.propria(user, body, requestOrigin(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  /** From the login's "Password Scaduta" / "Password Temporanea" modals: username and old password. */
  @Put('cambiapassword')
  @Public()
  async cambiaConUsername(@Body() body: CambioPasswordConUsernameDto, @Req() req: Request) {
    const { username, ...dati } = body;
    await this.cambio.conUsername(username, dati, requestOrigin(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  @Put('resetpassword')
  @Public()
  richiediReset(@Query() q: ResetPasswordDto, @Req() req: Request) {
    return messaggio(this.reset.richiedi(q.email, requestOrigin(req)));
  }

  @Put('resetpassword/conferma')
  @Public()
  async confirmReset(@Body() body: ConfermaResetPasswordDto, @Req() req: Request) {
    await this.reset.confirm(body.token, body.newPassword, body.verificaPassword, requestOrigin(req));
    return messaggio(MESSAGGIO_PASSWORD_MODIFICATA);
  }

  @Put('sblocca/:id')
  @RequiresPermission('users', 'modifica')
  async sblocca(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return messaggio(await this.sblocco.sblocca(id, metadataFrom(req, user)));
  }
}
