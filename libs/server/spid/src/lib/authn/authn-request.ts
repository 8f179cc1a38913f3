import { randomBytes } from 'node:crypto';
import { INDICE_ACS, INDICE_ATTRIBUTI } from '../attributi-spid';
import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import { classRefDelLivello, type LivelloSpid } from '../livelli-spid';
import type { RichiestaSpid } from '../store/spid-request-store';
import { firmaElemento } from '../xml/firma-xml';
import { NS, SAML } from '../xml/namespaces';
import { istanteSaml, nuovoIdSaml, xmlEscape } from '../xml/xml-testo';

export interface AuthnRequestFirmata {
  /** signed XML, to post as SAMLRequest (base64) to `destinazione` */
  xml: string;
  destinazione: string;
  richiesta: RichiestaSpid;
}

/** An opaque RelayState: random, carries nothing the IdP could read. */
export function nuovoRelayState(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A signed AuthnRequest as SPID requires it (HTTP-POST binding): Issuer with Format entity and
 * NameQualifier, NameIDPolicy transient without AllowCreate, ForceAuthn above SpidL1, one
 * AuthnContextClassRef with Comparison minimum, the ACS and attribute set by index, no IsPassive.
 */
export function creaAuthnRequest(
  config: SpidConfig,
  idp: IdentityProvider,
  livello: LivelloSpid,
  adesso: Date = new Date(),
): AuthnRequestFirmata {
  const destinazione = idp.ssoPost;
  if (!destinazione)
    throw new Error(
      `L'IdP ${idp.entityId} non ha un SingleSignOnService HTTP-POST`,
    );
  const id = nuovoIdSaml();
  const e = xmlEscape;
  const forceAuthn = livello === 'SpidL1' ? '' : ' ForceAuthn="true"';
  const xml =
    `<samlp:AuthnRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${istanteSaml(adesso)}" Destination="${e(destinazione)}"${forceAuthn} ` +
    `AssertionConsumerServiceIndex="${INDICE_ACS}" AttributeConsumingServiceIndex="${INDICE_ATTRIBUTI}">` +
    `<saml:Issuer Format="${SAML.formatoEntity}" NameQualifier="${e(config.entityId)}">${e(config.entityId)}</saml:Issuer>` +
    `<samlp:NameIDPolicy Format="${SAML.formatoTransient}"/>` +
    `<samlp:RequestedAuthnContext Comparison="minimum">` +
    `<saml:AuthnContextClassRef>${classRefDelLivello(livello)}</saml:AuthnContextClassRef>` +
    `</samlp:RequestedAuthnContext>` +
    `</samlp:AuthnRequest>`;
  return {
    xml: firmaElemento(xml, id, config),
    destinazione,
    richiesta: {
      id,
      tipo: 'authn',
      idp: idp.entityId,
      livello,
      emessaIl: adesso.getTime(),
      relayState: nuovoRelayState(),
    },
  };
}
