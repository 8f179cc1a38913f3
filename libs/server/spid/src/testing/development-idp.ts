import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { keyPairInDir } from '../lib/config/openssl-keys';
import type { SpidConfig } from '../lib/config/spid-config';
import { autoPostForm, type HtmlPage } from '../lib/http/post-form';
import { verifySignature } from '../lib/xml/xml-signature';
import { NS, SAML } from '../lib/xml/namespaces';
import { childElements, parseSafeXml } from '../lib/xml/safe-xml';
import { xmlEscape } from '../lib/xml/xml-text';
import { type DevelopmentIdpForm, developmentIdpForm } from './development-idp-form';
import { type TargetSp, TestIdp, TEST_USER } from './test-idp';

/** The service provider the development IdP serves: its ACS, SLO and the certificate of its requests. */
export interface DevelopmentSp extends TargetSp {
  sloUrl: string;
  certPem: string;
}

type IncomingRequest = IncomingMessage & { body?: unknown };

/** The posted form: from a body parser already run (express), else read from the request. */
async function postedForm(req: IncomingRequest): Promise<DevelopmentIdpForm | undefined> {
  if (req.body !== undefined) return developmentIdpForm(req.body);
  const parti: Buffer[] = [];
  let dimensione = 0;
  for await (const parte of req) {
    dimensione += (parte as Buffer).length;
    if (dimensione > 1_000_000) break;
    parti.push(parte as Buffer);
  }
  return developmentIdpForm(Object.fromEntries(new URLSearchParams(Buffer.concat(parti).toString('utf8'))));
}

function sendPage(res: ServerResponse, htmlPage: HtmlPage): void {
  res.statusCode = htmlPage.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', htmlPage.csp);
  res.setHeader('Cache-Control', 'no-store');
  res.end(htmlPage.html);
}

function htmlPage(status: number, corpo: string): HtmlPage {
  return {
    status,
    html: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>IdP di test SPID</title></head><body>${corpo}</body></html>`,
    csp: "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  };
}

/** True when the AuthnRequest carries a valid signature of the development SP. */
function isSignedBySp(samlRequest: string, sp: DevelopmentSp): boolean {
  try {
    const xml = Buffer.from(samlRequest, 'base64').toString('utf8');
    const root = parseSafeXml(xml).documentElement;
    const firma = childElements(root, NS.ds, 'Signature')[0];
    return (
      !!firma &&
      verifySignature(xml, firma, root.getAttribute('ID') ?? '', [sp.certPem])
        .valida
    );
  } catch {
    return false;
  }
}

function testUserForm(
  idp: TestIdp,
  samlRequest: string,
  relayState: string,
): HtmlPage {
  const e = xmlEscape;
  const cf = TEST_USER.fiscalNumber.replace(/^TINIT-/, '');
  const campo = (nome: string, etichetta: string, valore: string) =>
    `<p><label>${etichetta}<br><input name="${nome}" value="${e(valore)}" required></label></p>`;
  return htmlPage(
    200,
    `<h1>${e(idp.nome)}</h1><h2>Utente di test</h2>` +
      `<p>Identity provider SPID di sviluppo: accede con l'identità indicata, senza password.</p>` +
      `<form method="post" action="sso/conferma">` +
      `<input type="hidden" name="SAMLRequest" value="${e(samlRequest)}">` +
      `<input type="hidden" name="RelayState" value="${e(relayState)}">` +
      campo('codiceFiscale', 'Codice fiscale', cf) +
      campo('nome', 'Nome', TEST_USER.name) +
      campo('cognome', 'Cognome', TEST_USER.familyName) +
      campo('email', 'E-mail', TEST_USER.email) +
      `<p><button type="submit" name="azione" value="accedi">Accedi</button> ` +
      `<button type="submit" name="azione" value="annulla" formnovalidate>Annulla</button></p></form>`,
  );
}

/**
 * The development SPID IdP as a plain Node/express handler, to mount under `idp.baseUrl`
 * (e.g. app.use('/spid-test-idp', handler)): GET /metadata, POST /sso (shows "Utente di test"),
 * POST /sso/conferma (posts a signed Response to the SP's ACS), POST /slo (answers the SP's
 * LogoutRequest). Never mount it in production: it signs in anyone as anyone.
 */
export function developmentIdpHandler(idp: TestIdp, sp: DevelopmentSp) {
  return async (
    req: IncomingRequest,
    res: ServerResponse,
    next?: (err?: unknown) => void,
  ): Promise<void> => {
    try {
      const percorso = (req.url ?? '/').split('?')[0].replace(/\/+$/, '');
      if (req.method === 'GET' && percorso === '/metadata') {
        res.setHeader(
          'Content-Type',
          'application/samlmetadata+xml; charset=utf-8',
        );
        res.end(idp.metadata());
        return;
      }
      if (req.method !== 'POST')
        return sendPage(res, htmlPage(404, '<p>Pagina non trovata.</p>'));
      const campi = await postedForm(req);
      if (!campi) return sendPage(res, htmlPage(400, '<p>Modulo non valido: ogni campo deve essere un testo.</p>'));
      const samlRequest = campi.SAMLRequest ?? '';
      const relayState = campi.RelayState ?? '';
      if (percorso === '/slo') {
        if (!isSignedBySp(samlRequest, sp))
          return sendPage(
            res,
            htmlPage(400, '<p>LogoutRequest non firmata.</p>'),
          );
        const risposta = Buffer.from(
          idp.logoutResponse(sp.sloUrl, samlRequest),
        ).toString('base64');
        return sendPage(
          res,
          autoPostForm(sp.sloUrl, {
            SAMLResponse: risposta,
            RelayState: relayState,
          }),
        );
      }
      if (!isSignedBySp(samlRequest, sp)) {
        return sendPage(
          res,
          htmlPage(
            400,
            '<p>IncomingRequest di autenticazione mancante o non firmata dal service provider.</p>',
          ),
        );
      }
      if (percorso === '/sso')
        return sendPage(res, testUserForm(idp, samlRequest, relayState));
      if (percorso === '/sso/conferma') {
        const richiesta = idp.readAuthnRequest(samlRequest);
        const annullata = campi.azione === 'annulla';
        const cf = (campi.codiceFiscale ?? '').trim().toUpperCase();
        const risposta = idp.rispostaBase64(
          richiesta,
          sp,
          annullata
            ? {
                statusCode: SAML.statoResponder,
                statusMessage: 'ErrorCode nr25',
              }
            : {
                utente: {
                  fiscalNumber: `TINIT-${cf}`,
                  name: campi.nome ?? '',
                  familyName: campi.cognome ?? '',
                  email: campi.email ?? '',
                },
              },
        );
        return sendPage(
          res,
          autoPostForm(sp.acsUrl, {
            SAMLResponse: risposta,
            RelayState: relayState,
          }),
        );
      }
      return sendPage(res, htmlPage(404, '<p>Pagina non trovata.</p>'));
    } catch (e) {
      if (next) next(e);
      else
        sendPage(res, htmlPage(500, "<p>Errore interno dell'IdP di test.</p>"));
    }
  };
}

/** Path under which the development IdP is served. */
export const DEVELOPMENT_IDP_PATH = '/spid-test-idp';

/** The development IdP of this installation: key generated at first start in SPID_DATA_DIR/test-idp. */
export function createDevelopmentIdp(config: SpidConfig): TestIdp {
  const chiavi = keyPairInDir(join(config.dataDir, 'test-idp'), {
    commonName: `${config.publicUrl}${DEVELOPMENT_IDP_PATH}`,
    organizationName: 'IdP di test Registro',
  });
  return new TestIdp(`${config.publicUrl}${DEVELOPMENT_IDP_PATH}`, chiavi);
}
