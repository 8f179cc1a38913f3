import { certificatePem } from '../config/openssl-keys';
import { NS, SAML } from '../xml/namespaces';
import {
  attributeOf,
  descendantElements,
  childElements,
  parseSafeXml,
  textOf,
} from '../xml/safe-xml';

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

function serviceLocation(
  descrittore: Element,
  nome: string,
  binding: string,
): string | undefined {
  return (
    childElements(descrittore, NS.md, nome)
      .find((s) => s.getAttribute('Binding') === binding)
      ?.getAttribute('Location') ?? undefined
  );
}

function fromEntityDescriptor(entity: Element): IdentityProvider | undefined {
  const descrittore = childElements(entity, NS.md, 'IDPSSODescriptor')[0];
  const entityId = attributeOf(entity, 'entityID');
  if (!descrittore || !entityId) return undefined;
  const certificati = childElements(descrittore, NS.md, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') || 'signing') === 'signing')
    .flatMap((k) => descendantElements(k, NS.ds, 'X509Certificate'))
    .map((c) => certificatePem(textOf(c) ?? ''));
  const organizzazione = childElements(entity, NS.md, 'Organization')[0];
  const nome =
    (organizzazione &&
      (textOf(
        childElements(organizzazione, NS.md, 'OrganizationDisplayName')[0],
      ) ||
        textOf(childElements(organizzazione, NS.md, 'OrganizationName')[0]))) ||
    entityId;
  return {
    entityId,
    nome,
    ssoPost: serviceLocation(
      descrittore,
      'SingleSignOnService',
      SAML.bindingPost,
    ),
    ssoRedirect: serviceLocation(
      descrittore,
      'SingleSignOnService',
      SAML.bindingRedirect,
    ),
    sloPost: serviceLocation(
      descrittore,
      'SingleLogoutService',
      SAML.bindingPost,
    ),
    sloRedirect: serviceLocation(
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
export function identityProvidersFromMetadata(xml: string): IdentityProvider[] {
  const root = parseSafeXml(xml).documentElement;
  const entita =
    root.localName === 'EntityDescriptor'
      ? [root]
      : descendantElements(root, NS.md, 'EntityDescriptor');
  return entita
    .map(fromEntityDescriptor)
    .filter(
      (idp): idp is IdentityProvider => !!idp && idp.certificati.length > 0,
    );
}
