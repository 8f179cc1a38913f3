import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { IdpRegistry } from '../idp/idp-registry';
import {
  controllaStruttura,
  documentoDaBase64,
  istante,
} from '../response/controlli-struttura';
import { RifiutoSpid } from '../response/rifiuto-spid';
import type {
  RichiestaSpid,
  SpidRequestStore,
} from '../store/spid-request-store';
import { verificaFirma } from '../xml/firma-xml';
import { NS, SAML } from '../xml/namespaces';
import {
  attributo,
  figli,
  figlio,
  parseXmlSicuro,
  testo,
} from '../xml/xml-sicuro';

export interface LogoutRichiestoDallIdp {
  id: string;
  idp: IdentityProvider;
  nameId: string;
  sessionIndex?: string;
}

export interface EsitoLogoutIdp {
  richiesta: RichiestaSpid;
  successo: boolean;
}

/**
 * Reads a signed logout message (LogoutRequest or LogoutResponse) the IdP posted to our
 * SingleLogoutService: known issuer, signature over the whole message with the IdP's certificate,
 * Destination our SLO. Returns the message re-read from its signed form.
 */
function messaggioFirmato(
  config: SpidConfig,
  idps: IdpRegistry,
  valore: unknown,
  nome: 'LogoutRequest' | 'LogoutResponse',
  adesso: Date,
): { messaggio: Element; idp: IdentityProvider } {
  const { xml, doc } = documentoDaBase64(valore);
  const root = doc.documentElement;
  const id = attributo(root, 'ID');
  if (root.namespaceURI !== NS.samlp || root.localName !== nome || !id)
    throw new RifiutoSpid('STRUTTURA_NON_VALIDA', nome);
  controllaStruttura(root);
  const issuer = figlio(root, NS.saml, 'Issuer');
  const idp = idps.trova(testo(issuer) ?? '');
  if (!idp) throw new RifiutoSpid('IDP_SCONOSCIUTO', testo(issuer));
  const firme = figli(root, NS.ds, 'Signature');
  if (firme.length !== 1) throw new RifiutoSpid('MESSAGGIO_NON_FIRMATO', nome);
  const esito = verificaFirma(xml, firme[0], id, idp.certificati);
  if (!esito.valida) throw new RifiutoSpid('FIRMA_NON_VALIDA', nome);
  const messaggio = parseXmlSicuro(esito.riferimentoFirmato).documentElement;
  if (attributo(messaggio, 'Destination') !== config.sloUrl)
    throw new RifiutoSpid('DESTINATION_ERRATA');
  const emesso = istante(attributo(messaggio, 'IssueInstant'), 'IssueInstant');
  if (
    Math.abs(emesso - adesso.getTime()) >
    config.tolleranzaOrologioSecondi * 1000 + 5 * 60 * 1000
  ) {
    throw new RifiutoSpid('TEMPI_NON_VALIDI', nome);
  }
  return { messaggio, idp };
}

/** The IdP asks to end a SPID session (IdP-initiated logout, or the SSO of another SP ended). */
export function leggiLogoutRequest(
  config: SpidConfig,
  idps: IdpRegistry,
  valore: unknown,
  adesso = new Date(),
): LogoutRichiestoDallIdp {
  const { messaggio, idp } = messaggioFirmato(
    config,
    idps,
    valore,
    'LogoutRequest',
    adesso,
  );
  const nameId = testo(figlio(messaggio, NS.saml, 'NameID'));
  if (!nameId) throw new RifiutoSpid('NAMEID_NON_VALIDO');
  return {
    id: attributo(messaggio, 'ID') ?? '',
    idp,
    nameId,
    sessionIndex: testo(figlio(messaggio, NS.samlp, 'SessionIndex')),
  };
}

/** The IdP's answer to our LogoutRequest; the pending request is consumed. */
export async function leggiLogoutResponse(
  config: SpidConfig,
  idps: IdpRegistry,
  richieste: SpidRequestStore,
  valore: unknown,
  adesso = new Date(),
): Promise<EsitoLogoutIdp> {
  const { messaggio, idp } = messaggioFirmato(
    config,
    idps,
    valore,
    'LogoutResponse',
    adesso,
  );
  const inResponseTo = attributo(messaggio, 'InResponseTo');
  const richiesta = inResponseTo
    ? await richieste.consuma(inResponseTo)
    : undefined;
  if (
    !richiesta ||
    richiesta.tipo !== 'logout' ||
    richiesta.idp !== idp.entityId
  ) {
    throw new RifiutoSpid('IN_RESPONSE_TO_SCONOSCIUTO', inResponseTo);
  }
  const stato = figlio(messaggio, NS.samlp, 'Status');
  const successo =
    attributo(stato && figlio(stato, NS.samlp, 'StatusCode'), 'Value') ===
    SAML.statoSuccesso;
  return { richiesta, successo };
}
