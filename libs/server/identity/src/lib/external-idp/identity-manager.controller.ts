import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NotFoundError, BadRequestError, Public, ok } from '@registro/server-platform';
import { requestOrigin } from '../credentials/request-origin';
import { OidcSignIn, MESSAGGIO_GESTORE_SCONOSCIUTO, OidcRefusal } from './oidc-sign-in';
import { forgetState, rememberState, browserState } from './request-cookie';
import { OUTCOME_PAGE_CSP, signInFailedPage } from './outcome-page';
import { DURATA_RICHIESTA_OIDC_SECONDI } from './oidc-requests';

import { IdentityManagerCallbackQueryDto, IdentityManagerLoginQueryDto, MESSAGGIO_ID_OBBLIGATORIO, VerifyIdentityManagerQueryDto } from './identity-manager.dto';

export { MESSAGGIO_ID_OBBLIGATORIO };

function rifiuta(res: Response, e: unknown): void {
  if (!(e instanceof OidcRefusal)) throw e;
  res
    .status(e.status)
    .setHeader('Content-Security-Policy', OUTCOME_PAGE_CSP)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(signInFailedPage(e.messaggio));
}

/** Sign-in at an external identity manager chosen by `clientId` (spec 1 §2 and §7). */
@Controller()
export class IdentityManagerController {
  constructor(private readonly accesso: OidcSignIn) {}

  /** The login screen's `?clientId=`: which identity manager it is and where its sign-in starts. */
  @Get('identitymanagerverify')
  @Public()
  check(@Query() { id }: VerifyIdentityManagerQueryDto) {
    if (typeof id !== 'string' || !id.trim()) throw new BadRequestError(MESSAGGIO_ID_OBBLIGATORIO);
    const gestore = this.accesso.provider(id);
    if (!gestore) throw new NotFoundError(MESSAGGIO_GESTORE_SCONOSCIUTO);
    return ok({
      clientId: gestore.clientId,
      nome: gestore.nome,
      authorizationUrl: `/api/identitymanager/login?clientId=${encodeURIComponent(gestore.clientId)}`,
    });
  }

  @Get('identitymanager/login')
  @Public()
  async login(@Query() { clientId }: IdentityManagerLoginQueryDto, @Res() res: Response): Promise<void> {
    try {
      const { url, state } = await this.accesso.start(clientId);
      rememberState(res, state, DURATA_RICHIESTA_OIDC_SECONDI, this.accesso.https);
      res.setHeader('Cache-Control', 'no-store').redirect(302, url);
    } catch (e) {
      rifiuta(res, e);
    }
  }

  @Get('identitymanager/callback')
  @Public()
  async callback(@Query() query: IdentityManagerCallbackQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    forgetState(res, this.accesso.https);
    try {
      const destinazione = await this.accesso.completa(query, browserState(req), requestOrigin(req));
      res.setHeader('Cache-Control', 'no-store').redirect(302, destinazione);
    } catch (e) {
      rifiuta(res, e);
    }
  }
}
