import {
  REQUESTED_ATTRIBUTES,
  ACS_INDEX,
  ATTRIBUTE_CONSUMING_SERVICE_INDEX,
} from '../spid-attributes';
import { certificateBase64 } from '../config/openssl-keys';
import type { SpidConfig } from '../config/spid-config';
import { signElement } from '../xml/xml-signature';
import { NS, SAML } from '../xml/namespaces';
import { newSamlId, xmlEscape } from '../xml/xml-text';

/** The signed SAML metadata of Registro as a SPID service provider. */
export function spMetadata(config: SpidConfig): string {
  const id = newSamlId();
  const org = config.organizzazione;
  const e = xmlEscape;
  const attributi = REQUESTED_ATTRIBUTES.map(
    (nome) =>
      `<md:RequestedAttribute Name="${nome}" NameFormat="${SAML.formatoAttributoBasic}"/>`,
  ).join('');
  const identificativo = org.codiceIpa
    ? `<spid:IPACode>${e(org.codiceIpa)}</spid:IPACode><spid:Public/>`
    : `<spid:VATNumber>${e(org.partitaIva ?? '')}</spid:VATNumber><spid:Private/>`;
  const telefono = org.telefonoContatto
    ? `<md:TelephoneNumber>${e(org.telefonoContatto)}</md:TelephoneNumber>`
    : '';
  const xml =
    `<md:EntityDescriptor xmlns:md="${NS.md}" xmlns:ds="${NS.ds}" xmlns:spid="${NS.spid}" ` +
    `entityID="${e(config.entityId)}" ID="${id}">` +
    `<md:SPSSODescriptor protocolSupportEnumeration="${NS.samlp}" AuthnRequestsSigned="true" WantAssertionsSigned="true">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>` +
    certificateBase64(config.certPem) +
    `</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:SingleLogoutService Binding="${SAML.bindingPost}" Location="${e(config.sloUrl)}"/>` +
    `<md:NameIDFormat>${SAML.formatoTransient}</md:NameIDFormat>` +
    `<md:AssertionConsumerService index="${ACS_INDEX}" isDefault="true" Binding="${SAML.bindingPost}" ` +
    `Location="${e(config.acsUrl)}"/>` +
    `<md:AttributeConsumingService index="${ATTRIBUTE_CONSUMING_SERVICE_INDEX}">` +
    `<md:ServiceName xml:lang="it">${e(config.nomeServizio)}</md:ServiceName>${attributi}` +
    `</md:AttributeConsumingService>` +
    `</md:SPSSODescriptor>` +
    `<md:Organization>` +
    `<md:OrganizationName xml:lang="it">${e(org.nome)}</md:OrganizationName>` +
    `<md:OrganizationDisplayName xml:lang="it">${e(org.nomeVisualizzato)}</md:OrganizationDisplayName>` +
    `<md:OrganizationURL xml:lang="it">${e(org.url)}</md:OrganizationURL>` +
    `</md:Organization>` +
    `<md:ContactPerson contactType="other">` +
    `<md:Extensions>${identificativo}</md:Extensions>` +
    `<md:EmailAddress>${e(org.emailContatto)}</md:EmailAddress>${telefono}` +
    `</md:ContactPerson>` +
    `</md:EntityDescriptor>`;
  return signElement(xml, id, config);
}
