import { randomBytes } from 'node:crypto';
import {
  ACS_INDEX,
  ATTRIBUTE_CONSUMING_SERVICE_INDEX,
} from '../spid-attributes';
import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import { classRefOfLevel, type SpidLevel } from '../spid-levels';
import type { SpidRequest } from '../store/spid-request-store';
import { signElement } from '../xml/xml-signature';
import { NS, SAML } from '../xml/namespaces';
import { samlInstant, newSamlId, xmlEscape } from '../xml/xml-text';

export interface SignedAuthnRequest {
  /** signed XML, to post as SAMLRequest (base64) to `destinazione` */
  xml: string;
  destinazione: string;
  richiesta: SpidRequest;
}

/** An opaque RelayState: random, carries nothing the IdP could read. */
export function newRelayState(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A signed AuthnRequest as SPID requires it (HTTP-POST binding): Issuer with Format entity and
 * NameQualifier, NameIDPolicy transient without AllowCreate, ForceAuthn above SpidL1, one
 * AuthnContextClassRef with Comparison minimum, the ACS and attribute set by index, no IsPassive.
 */
export function createAuthnRequest(
  config: SpidConfig,
  idp: IdentityProvider,
  livello: SpidLevel,
  adesso: Date = new Date(),
): SignedAuthnRequest {
  const destinazione = idp.ssoPost;
  if (!destinazione)
    throw new Error(
      `L'IdP ${idp.entityId} non ha un SingleSignOnService HTTP-POST`,
    );
  const id = newSamlId();
  const e = xmlEscape;
  const forceAuthn = livello === 'SpidL1' ? '' : ' ForceAuthn="true"';
  const xml =
    `<samlp:AuthnRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${samlInstant(adesso)}" Destination="${e(destinazione)}"${forceAuthn} ` +
    `AssertionConsumerServiceIndex="${ACS_INDEX}" AttributeConsumingServiceIndex="${ATTRIBUTE_CONSUMING_SERVICE_INDEX}">` +
    `<saml:Issuer Format="${SAML.formatoEntity}" NameQualifier="${e(config.entityId)}">${e(config.entityId)}</saml:Issuer>` +
    `<samlp:NameIDPolicy Format="${SAML.formatoTransient}"/>` +
    `<samlp:RequestedAuthnContext Comparison="minimum">` +
    `<saml:AuthnContextClassRef>${classRefOfLevel(livello)}</saml:AuthnContextClassRef>` +
    `</samlp:RequestedAuthnContext>` +
    `</samlp:AuthnRequest>`;
  return {
    xml: signElement(xml, id, config),
    destinazione,
    richiesta: {
      id,
      tipo: 'authn',
      idp: idp.entityId,
      livello,
      emessaIl: adesso.getTime(),
      relayState: newRelayState(),
    },
  };
}
