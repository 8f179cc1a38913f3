import {
  Controller,
  Get,
  Inject,
  Logger,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public, ok } from '@registro/server-platform';
import { paginaMessaggio, type PaginaHtml } from '../http/modulo-post';
import { RifiutoSpid } from '../response/rifiuto-spid';
import { RichiestaSpidNonValida, ServizioSpid } from '../servizio-spid';
import { SPID_SIGN_IN, type SpidSignIn } from './spid-sign-in.port';

const TITOLO_ERRORE = 'Accesso con SPID non riuscito';

function invia(res: Response, pagina: PaginaHtml): void {
  res
    .status(pagina.status)
    .setHeader('Content-Security-Policy', pagina.csp)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(pagina.html);
}

function campo(req: Request, nome: string): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body[nome] : undefined;
}

/** SPID service provider endpoints under /api/spid. */
@Controller('spid')
export class SpidController {
  private readonly logger = new Logger('Spid');

  constructor(
    private readonly spid: ServizioSpid,
    @Inject(SPID_SIGN_IN) private readonly signIn: SpidSignIn,
  ) {}

  @Get('metadata')
  @Public()
  metadata(@Res() res: Response): void {
    res.type('application/samlmetadata+xml').send(this.spid.metadata());
  }

  @Get('idps')
  @Public()
  idps() {
    return ok(this.spid.elencoIdp());
  }

  @Get('login')
  @Public()
  async login(
    @Query('idp') idp: unknown,
    @Query('level') level: unknown,
    @Res() res: Response,
  ): Promise<void> {
    try {
      invia(res, await this.spid.avviaAccesso(idp, level ?? 'SpidL2'));
    } catch (e) {
      if (!(e instanceof RichiestaSpidNonValida)) throw e;
      invia(res, paginaMessaggio(400, TITOLO_ERRORE, e.messaggio));
    }
  }

  @Post('acs')
  @Public()
  async acs(@Req() req: Request, @Res() res: Response): Promise<void> {
    let esito;
    try {
      esito = await this.spid.completaAccesso(
        campo(req, 'SAMLResponse'),
        campo(req, 'RelayState'),
      );
    } catch (e) {
      if (!(e instanceof RifiutoSpid)) throw e;
      this.logger.warn(`Risposta SPID rifiutata: ${e.message}`);
      return invia(
        res,
        paginaMessaggio(
          e.motivo === 'STATO_NON_SUCCESSO' ? 401 : 400,
          TITOLO_ERRORE,
          e.messaggio,
          e.motivo,
        ),
      );
    }
    const { identita, sessione } = esito;
    const accesso = await this.signIn.signInWithFiscalCode(
      identita.fiscalNumber,
      { ...identita, spidSession: sessione.id },
    );
    if ('errore' in accesso)
      return invia(res, paginaMessaggio(403, TITOLO_ERRORE, accesso.errore));
    res.redirect(
      303,
      `${this.spid.config.publicUrl}/login?code=${encodeURIComponent(accesso.code)}`,
    );
  }

  /** SP-initiated logout: GET /api/spid/logout?sessione=<spidSession>. */
  @Get('logout')
  @Public()
  async logout(
    @Query('sessione') sessione: unknown,
    @Res() res: Response,
  ): Promise<void> {
    try {
      invia(res, await this.spid.avviaLogout(sessione));
    } catch (e) {
      if (!(e instanceof RichiestaSpidNonValida)) throw e;
      res.redirect(303, `${this.spid.config.publicUrl}/login`);
    }
  }

  /** SingleLogoutService: the IdP's LogoutRequest, or its LogoutResponse to ours. */
  @Post('logout')
  @Public()
  async singleLogout(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      if (campo(req, 'SAMLRequest') !== undefined) {
        const { sessione, pagina } = await this.spid.logoutDallIdp(
          campo(req, 'SAMLRequest'),
          campo(req, 'RelayState'),
        );
        if (sessione && this.signIn.endSpidSession)
          await this.signIn.endSpidSession(sessione);
        return invia(res, pagina);
      }
      await this.spid.completaLogout(campo(req, 'SAMLResponse'));
      res.redirect(303, `${this.spid.config.publicUrl}/login`);
    } catch (e) {
      if (e instanceof RichiestaSpidNonValida)
        return invia(
          res,
          paginaMessaggio(400, 'Uscita da SPID non riuscita', e.messaggio),
        );
      if (!(e instanceof RifiutoSpid)) throw e;
      this.logger.warn(`Messaggio di logout SPID rifiutato: ${e.message}`);
      invia(
        res,
        paginaMessaggio(
          400,
          'Uscita da SPID non riuscita',
          e.messaggio,
          e.motivo,
        ),
      );
    }
  }
}
