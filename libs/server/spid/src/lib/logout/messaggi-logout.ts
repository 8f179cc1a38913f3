import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { RichiestaSpid } from '../store/spid-request-store';
import type { SessioneSpid } from '../store/spid-session-store';
import { firmaElemento } from '../xml/firma-xml';
import { NS, SAML } from '../xml/namespaces';
import { istanteSaml, nuovoIdSaml, xmlEscape } from '../xml/xml-testo';
import { nuovoRelayState } from '../authn/authn-request';

export interface MessaggioLogout {
  xml: string;
  destinazione: string;
}

function destinazioneSlo(idp: IdentityProvider): string {
  const slo = idp.sloPost;
  if (!slo)
    throw new Error(
      `L'IdP ${idp.entityId} non ha un SingleLogoutService HTTP-POST`,
    );
  return slo;
}

function issuerSp(config: SpidConfig): string {
  const e = xmlEscape(config.entityId);
  return `<saml:Issuer Format="${SAML.formatoEntity}" NameQualifier="${e}">${e}</saml:Issuer>`;
}

/** SP-initiated logout: a signed LogoutRequest naming the SPID session (NameID and SessionIndex). */
export function creaLogoutRequest(
  config: SpidConfig,
  idp: IdentityProvider,
  sessione: SessioneSpid,
  adesso: Date = new Date(),
): MessaggioLogout & { richiesta: RichiestaSpid } {
  const destinazione = destinazioneSlo(idp);
  const id = nuovoIdSaml();
  const e = xmlEscape;
  const xml =
    `<samlp:LogoutRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${istanteSaml(adesso)}" Destination="${e(destinazione)}">` +
    issuerSp(config) +
    `<saml:NameID Format="${SAML.formatoTransient}" NameQualifier="${e(sessione.nameQualifier)}">${e(sessione.nameId)}</saml:NameID>` +
    `<samlp:SessionIndex>${e(sessione.sessionIndex)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`;
  return {
    xml: firmaElemento(xml, id, config),
    destinazione,
    richiesta: {
      id,
      tipo: 'logout',
      idp: idp.entityId,
      emessaIl: adesso.getTime(),
      relayState: nuovoRelayState(),
      sessione: sessione.id,
    },
  };
}

/** Our signed answer to the IdP's LogoutRequest. */
export function creaLogoutResponse(
  config: SpidConfig,
  idp: IdentityProvider,
  inResponseTo: string,
  successo: boolean,
  adesso: Date = new Date(),
): MessaggioLogout {
  const destinazione = destinazioneSlo(idp);
  const id = nuovoIdSaml();
  const e = xmlEscape;
  const stato = successo ? SAML.statoSuccesso : SAML.statoRequester;
  const xml =
    `<samlp:LogoutResponse xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
    `IssueInstant="${istanteSaml(adesso)}" Destination="${e(destinazione)}" InResponseTo="${e(inResponseTo)}">` +
    issuerSp(config) +
    `<samlp:Status><samlp:StatusCode Value="${stato}"/></samlp:Status>` +
    `</samlp:LogoutResponse>`;
  return { xml: firmaElemento(xml, id, config), destinazione };
}
