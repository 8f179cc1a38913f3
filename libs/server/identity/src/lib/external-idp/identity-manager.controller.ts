import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NotFoundError, BadRequestError, Public, ok } from '@registro/server-platform';
import { provenienza } from '../credentials/provenienza';
import { AccessoOidc, MESSAGGIO_GESTORE_SCONOSCIUTO, RifiutoOidc } from './accesso-oidc';
import { dimenticaState, ricordaState, stateDelBrowser } from './cookie-richiesta';
import { CSP_PAGINA, paginaAccessoNonRiuscito } from './pagina-esito';
import { DURATA_RICHIESTA_OIDC_SECONDI } from './richieste-oidc';

export const MESSAGGIO_ID_OBBLIGATORIO = 'Parametro id obbligatorio';

function rifiuta(res: Response, e: unknown): void {
  if (!(e instanceof RifiutoOidc)) throw e;
  res
    .status(e.status)
    .setHeader('Content-Security-Policy', CSP_PAGINA)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(paginaAccessoNonRiuscito(e.messaggio));
}

/** Sign-in at an external identity manager chosen by `clientId` (spec 1 §2 and §7). */
@Controller()
export class IdentityManagerController {
  constructor(private readonly accesso: AccessoOidc) {}

  /** The login screen's `?clientId=`: which identity manager it is and where its sign-in starts. */
  @Get('identitymanagerverify')
  @Public()
  verifica(@Query('id') id: unknown) {
    if (typeof id !== 'string' || !id.trim()) throw new BadRequestError(MESSAGGIO_ID_OBBLIGATORIO);
    const gestore = this.accesso.gestore(id);
    if (!gestore) throw new NotFoundError(MESSAGGIO_GESTORE_SCONOSCIUTO);
    return ok({
      clientId: gestore.clientId,
      nome: gestore.nome,
      authorizationUrl: `/api/identitymanager/login?clientId=${encodeURIComponent(gestore.clientId)}`,
    });
  }

  @Get('identitymanager/login')
  @Public()
  async login(@Query('clientId') clientId: unknown, @Res() res: Response): Promise<void> {
    try {
      const { url, state } = await this.accesso.avvia(clientId);
      ricordaState(res, state, DURATA_RICHIESTA_OIDC_SECONDI, this.accesso.https);
      res.setHeader('Cache-Control', 'no-store').redirect(302, url);
    } catch (e) {
      rifiuta(res, e);
    }
  }

  @Get('identitymanager/callback')
  @Public()
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    dimenticaState(res, this.accesso.https);
    try {
      const destinazione = await this.accesso.completa(req.query as Record<string, unknown>, stateDelBrowser(req), provenienza(req));
      res.setHeader('Cache-Control', 'no-store').redirect(302, destinazione);
    } catch (e) {
      rifiuta(res, e);
    }
  }
}
