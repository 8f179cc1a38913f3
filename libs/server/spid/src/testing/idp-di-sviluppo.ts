import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { chiaviInCartella } from '../lib/config/chiavi-openssl';
import type { SpidConfig } from '../lib/config/spid-config';
import { moduloPostAutomatico, type PaginaHtml } from '../lib/http/modulo-post';
import { verificaFirma } from '../lib/xml/firma-xml';
import { NS, SAML } from '../lib/xml/namespaces';
import { figli, parseXmlSicuro } from '../lib/xml/xml-sicuro';
import { xmlEscape } from '../lib/xml/xml-testo';
import { type SpDestinatario, TestIdp, UTENTE_DI_TEST } from './test-idp';

/** The service provider the development IdP serves: its ACS, SLO and the certificate of its requests. */
export interface SpDiSviluppo extends SpDestinatario {
  sloUrl: string;
  certPem: string;
}

type Richiesta = IncomingMessage & { body?: unknown };

/** Form fields: from a body parser already run (express), else read from the request. */
async function campiModulo(req: Richiesta): Promise<Record<string, string>> {
  if (req.body && typeof req.body === 'object') {
    return Object.fromEntries(
      Object.entries(req.body).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
  }
  const parti: Buffer[] = [];
  let dimensione = 0;
  for await (const parte of req) {
    dimensione += (parte as Buffer).length;
    if (dimensione > 1_000_000) break;
    parti.push(parte as Buffer);
  }
  return Object.fromEntries(
    new URLSearchParams(Buffer.concat(parti).toString('utf8')),
  );
}

function invia(res: ServerResponse, pagina: PaginaHtml): void {
  res.statusCode = pagina.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', pagina.csp);
  res.setHeader('Cache-Control', 'no-store');
  res.end(pagina.html);
}

function pagina(status: number, corpo: string): PaginaHtml {
  return {
    status,
    html: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>IdP di test SPID</title></head><body>${corpo}</body></html>`,
    csp: "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  };
}

/** True when the AuthnRequest carries a valid signature of the development SP. */
function richiestaFirmataDallSp(
  samlRequest: string,
  sp: SpDiSviluppo,
): boolean {
  try {
    const xml = Buffer.from(samlRequest, 'base64').toString('utf8');
    const root = parseXmlSicuro(xml).documentElement;
    const firma = figli(root, NS.ds, 'Signature')[0];
    return (
      !!firma &&
      verificaFirma(xml, firma, root.getAttribute('ID') ?? '', [sp.certPem])
        .valida
    );
  } catch {
    return false;
  }
}

function moduloUtenteDiTest(
  idp: TestIdp,
  samlRequest: string,
  relayState: string,
): PaginaHtml {
  const e = xmlEscape;
  const cf = UTENTE_DI_TEST.fiscalNumber.replace(/^TINIT-/, '');
  const campo = (nome: string, etichetta: string, valore: string) =>
    `<p><label>${etichetta}<br><input name="${nome}" value="${e(valore)}" required></label></p>`;
  return pagina(
    200,
    `<h1>${e(idp.nome)}</h1><h2>Utente di test</h2>` +
      `<p>Identity provider SPID di sviluppo: accede con l'identità indicata, senza password.</p>` +
      `<form method="post" action="sso/conferma">` +
      `<input type="hidden" name="SAMLRequest" value="${e(samlRequest)}">` +
      `<input type="hidden" name="RelayState" value="${e(relayState)}">` +
      campo('codiceFiscale', 'Codice fiscale', cf) +
      campo('nome', 'Nome', UTENTE_DI_TEST.name) +
      campo('cognome', 'Cognome', UTENTE_DI_TEST.familyName) +
      campo('email', 'E-mail', UTENTE_DI_TEST.email) +
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
export function gestoreIdpDiSviluppo(idp: TestIdp, sp: SpDiSviluppo) {
  return async (
    req: Richiesta,
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
        return invia(res, pagina(404, '<p>Pagina non trovata.</p>'));
      const campi = await campiModulo(req);
      const samlRequest = campi['SAMLRequest'] ?? '';
      const relayState = campi['RelayState'] ?? '';
      if (percorso === '/slo') {
        if (!richiestaFirmataDallSp(samlRequest, sp))
          return invia(res, pagina(400, '<p>LogoutRequest non firmata.</p>'));
        const risposta = Buffer.from(
          idp.logoutResponse(sp.sloUrl, samlRequest),
        ).toString('base64');
        return invia(
          res,
          moduloPostAutomatico(sp.sloUrl, {
            SAMLResponse: risposta,
            RelayState: relayState,
          }),
        );
      }
      if (!richiestaFirmataDallSp(samlRequest, sp)) {
        return invia(
          res,
          pagina(
            400,
            '<p>Richiesta di autenticazione mancante o non firmata dal service provider.</p>',
          ),
        );
      }
      if (percorso === '/sso')
        return invia(res, moduloUtenteDiTest(idp, samlRequest, relayState));
      if (percorso === '/sso/conferma') {
        const richiesta = idp.leggiAuthnRequest(samlRequest);
        const annullata = campi['azione'] === 'annulla';
        const cf = (campi['codiceFiscale'] ?? '').trim().toUpperCase();
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
                  name: campi['nome'] ?? '',
                  familyName: campi['cognome'] ?? '',
                  email: campi['email'] ?? '',
                },
              },
        );
        return invia(
          res,
          moduloPostAutomatico(sp.acsUrl, {
            SAMLResponse: risposta,
            RelayState: relayState,
          }),
        );
      }
      return invia(res, pagina(404, '<p>Pagina non trovata.</p>'));
    } catch (e) {
      if (next) next(e);
      else invia(res, pagina(500, "<p>Errore interno dell'IdP di test.</p>"));
    }
  };
}

/** Path under which the development IdP is served. */
export const PERCORSO_IDP_DI_SVILUPPO = '/spid-test-idp';

/** The development IdP of this installation: key generated at first start in SPID_DATA_DIR/test-idp. */
export function creaIdpDiSviluppo(config: SpidConfig): TestIdp {
  const chiavi = chiaviInCartella(join(config.dataDir, 'test-idp'), {
    commonName: `${config.publicUrl}${PERCORSO_IDP_DI_SVILUPPO}`,
    organizationName: 'IdP di test Registro',
  });
  return new TestIdp(`${config.publicUrl}${PERCORSO_IDP_DI_SVILUPPO}`, chiavi);
}
