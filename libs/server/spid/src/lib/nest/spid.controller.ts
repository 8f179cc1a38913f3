import {
  Body,
  Controller,
  Get,
  Inject,
  Logger,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { Public, ok } from '@registro/server-platform';
import { messagePage, type HtmlPage } from '../http/post-form';
import { SpidRefusal } from '../response/spid-refusal';
import { InvalidSpidRequest, SpidService } from '../spid-service';
import { SpidLoginQueryDto, SpidLogoutQueryDto, SpidPostBindingDto } from './spid.dto';
import { SPID_SIGN_IN, type SpidSignIn } from './spid-sign-in.port';

const ERROR_TITLE = 'Accesso con SPID non riuscito';

function sendPage(res: Response, page: HtmlPage): void {
  res
    .status(page.status)
    .setHeader('Content-Security-Policy', page.csp)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(page.html);
}

/** SPID service provider endpoints under /api/spid. */
@Controller('spid')
export class SpidController {
  private readonly logger = new Logger('Spid');

  constructor(
    private readonly spid: SpidService,
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
    return ok(this.spid.listIdps());
  }

  @Get('login')
  @Public()
  async login(
    @Query() { idp, level }: SpidLoginQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    try {
      sendPage(res, await this.spid.startSignIn(idp, level ?? 'SpidL2'));
    } catch (e) {
      if (!(e instanceof InvalidSpidRequest)) throw e;
      sendPage(res, messagePage(400, ERROR_TITLE, e.messaggio));
    }
  }

  @Post('acs')
  @Public()
  async acs(@Body() form: SpidPostBindingDto, @Res() res: Response): Promise<void> {
    let esito;
    try {
      esito = await this.spid.completeSignIn(form.SAMLResponse, form.RelayState);
    } catch (e) {
      if (!(e instanceof SpidRefusal)) throw e;
      this.logger.warn(`Risposta SPID rifiutata: ${e.message}`);
      return sendPage(
        res,
        messagePage(
          e.motivo === 'STATO_NON_SUCCESSO' ? 401 : 400,
          ERROR_TITLE,
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
      return sendPage(res, messagePage(403, ERROR_TITLE, accesso.errore));
    res.redirect(
      303,
      `${this.spid.config.publicUrl}/login?code=${encodeURIComponent(accesso.code)}`,
    );
  }

  /** SP-initiated logout: GET /api/spid/logout?sessione=<spidSession>. */
  @Get('logout')
  @Public()
  async logout(
    @Query() { sessione }: SpidLogoutQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    try {
      sendPage(res, await this.spid.startLogout(sessione));
    } catch (e) {
      if (!(e instanceof InvalidSpidRequest)) throw e;
      res.redirect(303, `${this.spid.config.publicUrl}/login`);
    }
  }

  /** SingleLogoutService: the IdP's LogoutRequest, or its LogoutResponse to ours. */
  @Post('logout')
  @Public()
  async singleLogout(@Body() form: SpidPostBindingDto, @Res() res: Response): Promise<void> {
    try {
      if (form.SAMLRequest !== undefined) {
        const { sessione, pagina } = await this.spid.logoutFromIdp(form.SAMLRequest, form.RelayState);
        if (sessione && this.signIn.endSpidSession)
          await this.signIn.endSpidSession(sessione);
        return sendPage(res, pagina);
      }
      await this.spid.completeLogout(form.SAMLResponse);
      res.redirect(303, `${this.spid.config.publicUrl}/login`);
    } catch (e) {
      if (e instanceof InvalidSpidRequest)
        return sendPage(
          res,
          messagePage(400, 'Uscita da SPID non riuscita', e.messaggio),
        );
      if (!(e instanceof SpidRefusal)) throw e;
      this.logger.warn(`Messaggio di logout SPID rifiutato: ${e.message}`);
      sendPage(
        res,
        messagePage(400, 'Uscita da SPID non riuscita', e.messaggio, e.motivo),
      );
    }
  }
}
