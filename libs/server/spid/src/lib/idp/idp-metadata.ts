import { certificatoPem } from '../config/chiavi-openssl';
import { NS, SAML } from '../xml/namespaces';
import {
  attributo,
  discendenti,
  figli,
  parseXmlSicuro,
  testo,
} from '../xml/xml-sicuro';

/** What Registro needs to know about one SPID identity provider. */
export interface IdentityProvider {
  entityId: string;
  nome: string;
  /** SingleSignOnService with HTTP-POST binding (what we use), or HTTP-Redirect */
  ssoPost?: string;
  ssoRedirect?: string;
  sloPost?: string;
  sloRedirect?: string;
  /** signing certificates, PEM */
  certificati: string[];
}

function servizio(
  descrittore: Element,
  nome: string,
  binding: string,
): string | undefined {
  return (
    figli(descrittore, NS.md, nome)
      .find((s) => s.getAttribute('Binding') === binding)
      ?.getAttribute('Location') ?? undefined
  );
}

function daEntityDescriptor(entity: Element): IdentityProvider | undefined {
  const descrittore = figli(entity, NS.md, 'IDPSSODescriptor')[0];
  const entityId = attributo(entity, 'entityID');
  if (!descrittore || !entityId) return undefined;
  const certificati = figli(descrittore, NS.md, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') || 'signing') === 'signing')
    .flatMap((k) => discendenti(k, NS.ds, 'X509Certificate'))
    .map((c) => certificatoPem(testo(c) ?? ''));
  const organizzazione = figli(entity, NS.md, 'Organization')[0];
  const nome =
    (organizzazione &&
      (testo(figli(organizzazione, NS.md, 'OrganizationDisplayName')[0]) ||
        testo(figli(organizzazione, NS.md, 'OrganizationName')[0]))) ||
    entityId;
  return {
    entityId,
    nome,
    ssoPost: servizio(descrittore, 'SingleSignOnService', SAML.bindingPost),
    ssoRedirect: servizio(
      descrittore,
      'SingleSignOnService',
      SAML.bindingRedirect,
    ),
    sloPost: servizio(descrittore, 'SingleLogoutService', SAML.bindingPost),
    sloRedirect: servizio(
      descrittore,
      'SingleLogoutService',
      SAML.bindingRedirect,
    ),
    certificati,
  };
}

/**
 * The identity providers described by a metadata document: one EntityDescriptor, or an
 * EntitiesDescriptor such as the official SPID registry. Entities without an IDPSSODescriptor
 * are skipped.
 */
export function identityProvidersDaMetadata(xml: string): IdentityProvider[] {
  const root = parseXmlSicuro(xml).documentElement;
  const entita =
    root.localName === 'EntityDescriptor'
      ? [root]
      : discendenti(root, NS.md, 'EntityDescriptor');
  return entita
    .map(daEntityDescriptor)
    .filter(
      (idp): idp is IdentityProvider => !!idp && idp.certificati.length > 0,
    );
}
