import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { IdpRegistry } from '../idp/idp-registry';
import {
  checkStructure,
  documentFromBase64,
  parseInstant,
} from '../response/structure-checks';
import { SpidRefusal } from '../response/spid-refusal';
import type {
  SpidRequest,
  SpidRequestStore,
} from '../store/spid-request-store';
import { verifySignature } from '../xml/xml-signature';
import { NS, SAML } from '../xml/namespaces';
import {
  attributeOf,
  childElements,
  childElement,
  parseSafeXml,
  textOf,
} from '../xml/safe-xml';

export interface IdpLogoutRequest {
  id: string;
  idp: IdentityProvider;
  nameId: string;
  sessionIndex?: string;
}

export interface IdpLogoutOutcome {
  richiesta: SpidRequest;
  successo: boolean;
}

/**
 * Reads a signed logout message (LogoutRequest or LogoutResponse) the IdP posted to our
 * SingleLogoutService: known issuer, signature over the whole message with the IdP's certificate,
 * Destination our SLO. Returns the message re-read from its signed form.
 */
function signedMessage(
  config: SpidConfig,
  idps: IdpRegistry,
  value: unknown,
  nome: 'LogoutRequest' | 'LogoutResponse',
  adesso: Date,
): { messaggio: Element; idp: IdentityProvider } {
  const { xml, doc } = documentFromBase64(value);
  const root = doc.documentElement;
  const id = attributeOf(root, 'ID');
  if (root.namespaceURI !== NS.samlp || root.localName !== nome || !id)
    throw new SpidRefusal('STRUTTURA_NON_VALIDA', nome);
  checkStructure(root);
  const issuer = childElement(root, NS.saml, 'Issuer');
  const idp = idps.find(textOf(issuer) ?? '');
  if (!idp) throw new SpidRefusal('IDP_SCONOSCIUTO', textOf(issuer));
  const firme = childElements(root, NS.ds, 'Signature');
  if (firme.length !== 1) throw new SpidRefusal('MESSAGGIO_NON_FIRMATO', nome);
  const esito = verifySignature(xml, firme[0], id, idp.certificati);
  if (!esito.valida) throw new SpidRefusal('FIRMA_NON_VALIDA', nome);
  const messaggio = parseSafeXml(esito.riferimentoFirmato).documentElement;
  if (attributeOf(messaggio, 'Destination') !== config.sloUrl)
    throw new SpidRefusal('DESTINATION_ERRATA');
  const emesso = parseInstant(
    attributeOf(messaggio, 'IssueInstant'),
    'IssueInstant',
  );
  if (
    Math.abs(emesso - adesso.getTime()) >
    config.tolleranzaOrologioSecondi * 1000 + 5 * 60 * 1000
  ) {
    throw new SpidRefusal('TEMPI_NON_VALIDI', nome);
  }
  return { messaggio, idp };
}

/** The IdP asks to end a SPID session (IdP-initiated logout, or the SSO of another SP ended). */
export function readLogoutRequest(
  config: SpidConfig,
  idps: IdpRegistry,
  value: unknown,
  adesso = new Date(),
): IdpLogoutRequest {
  const { messaggio, idp } = signedMessage(
    config,
    idps,
    value,
    'LogoutRequest',
    adesso,
  );
  const nameId = textOf(childElement(messaggio, NS.saml, 'NameID'));
  if (!nameId) throw new SpidRefusal('NAMEID_NON_VALIDO');
  return {
    id: attributeOf(messaggio, 'ID') ?? '',
    idp,
    nameId,
    sessionIndex: textOf(childElement(messaggio, NS.samlp, 'SessionIndex')),
  };
}

/** The IdP's answer to our LogoutRequest; the pending request is consumed. */
export async function readLogoutResponse(
  config: SpidConfig,
  idps: IdpRegistry,
  richieste: SpidRequestStore,
  value: unknown,
  adesso = new Date(),
): Promise<IdpLogoutOutcome> {
  const { messaggio, idp } = signedMessage(
    config,
    idps,
    value,
    'LogoutResponse',
    adesso,
  );
  const inResponseTo = attributeOf(messaggio, 'InResponseTo');
  const richiesta = inResponseTo
    ? await richieste.consume(inResponseTo)
    : undefined;
  if (
    !richiesta ||
    richiesta.tipo !== 'logout' ||
    richiesta.idp !== idp.entityId
  ) {
    throw new SpidRefusal('IN_RESPONSE_TO_SCONOSCIUTO', inResponseTo);
  }
  const stato = childElement(messaggio, NS.samlp, 'Status');
  const successo =
    attributeOf(
      stato && childElement(stato, NS.samlp, 'StatusCode'),
      'Value',
    ) === SAML.statoSuccesso;
  return { richiesta, successo };
}
