import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { SpidRequest } from '../store/spid-request-store';
import type { SpidSession } from '../store/spid-session-store';
import { signElement } from '../xml/xml-signature';
import { NS, SAML } from '../xml/namespaces';
import { samlInstant, newSamlId, xmlEscape } from '../xml/xml-text';
import { newRelayState } from '../authn/authn-request';

export interface LogoutMessage {
  xml: string;
  destinazione: string;
}

function sloDestination(idp: IdentityProvider): string {
  const slo = idp.sloPost;
  if (!slo)
    throw new Error(
      `L'IdP ${idp.entityId} non ha un SingleLogoutService HTTP-POST`,
    );
  return slo;
}

function spIssuer(config: SpidConfig): string {
  const e = xmlEscape(config.entityId);
  return `<saml:Issuer Format="${SAML.formatoEntity}" NameQualifier="${e}">${e}</saml:Issuer>`;
}

/** SP-initiated logout: a signed LogoutRequest naming the SPID session (NameID and SessionIndex). */
export function createLogoutRequest(
  config: SpidConfig,
  idp: IdentityProvider,
  sessione: SpidSession,
  adesso: Date = new Date(),
): LogoutMessage & { richiesta: SpidRequest } {
  const destinazione = sloDestination(idp);
  const id = newSamlId();
  const e = xmlEscape;
  const xml =
    `<samlp:LogoutRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${samlInstant(adesso)}" Destination="${e(destinazione)}">` +
    spIssuer(config) +
    `<saml:NameID Format="${SAML.formatoTransient}" NameQualifier="${e(sessione.nameQualifier)}">${e(sessione.nameId)}</saml:NameID>` +
    `<samlp:SessionIndex>${e(sessione.sessionIndex)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`;
  return {
    xml: signElement(xml, id, config),
    destinazione,
    richiesta: {
      id,
      tipo: 'logout',
      idp: idp.entityId,
      emessaIl: adesso.getTime(),
      relayState: newRelayState(),
      sessione: sessione.id,
    },
  };
}

/** Our signed answer to the IdP's LogoutRequest. */
export function createLogoutResponse(
  config: SpidConfig,
  idp: IdentityProvider,
  inResponseTo: string,
  successo: boolean,
  adesso: Date = new Date(),
): LogoutMessage {
  const destinazione = sloDestination(idp);
  const id = newSamlId();
  const e = xmlEscape;
  const stato = successo ? SAML.statoSuccesso : SAML.statoRequester;
  const xml =
    `<samlp:LogoutResponse xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${samlInstant(adesso)}" Destination="${e(destinazione)}" InResponseTo="${e(inResponseTo)}">` +
    spIssuer(config) +
    `<samlp:Status><samlp:StatusCode Value="${stato}"/></samlp:Status>` +
    `</samlp:LogoutResponse>`;
  return { xml: signElement(xml, id, config), destinazione };
}
