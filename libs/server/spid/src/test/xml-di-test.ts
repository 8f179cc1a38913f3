import { createPublicKey } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import * as xpath from 'xpath';
import { certificatoPem } from '../lib/config/chiavi-openssl';

export const NS_TEST = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  spid: 'https://spid.gov.it/saml-extensions',
};

export const seleziona = xpath.useNamespaces(NS_TEST);

export function documento(xml: string): Document {
  return new DOMParser().parseFromString(
    xml,
    'text/xml',
  ) as unknown as Document;
}

export function elementi(expr: string, nodo: Node): Element[] {
  return seleziona(expr, nodo) as Element[];
}

export function elemento(expr: string, nodo: Node): Element {
  const trovati = elementi(expr, nodo);
  if (trovati.length !== 1)
    throw new Error(`${expr}: ${trovati.length} elementi`);
  return trovati[0];
}

/**
 * Verifies the signature that is a direct child of the root with xml-crypto against `certPem`
 * (never the certificate inside the message) and returns what a test needs to check about it.
 */
export function verificaFirmaRadice(xml: string, certPem: string) {
  const doc = documento(xml);
  const firma = elemento('/*/ds:Signature', doc);
  const sig = new SignedXml({
    publicCert: certPem,
    getCertFromKeyInfo: () => null,
  });
  sig.loadSignature(firma);
  const valida = sig.checkSignature(xml);
  const riferimento = elemento(
    'ds:SignedInfo/ds:Reference',
    firma,
  ).getAttribute('URI');
  const certificatoNelMessaggio =
    elemento('ds:KeyInfo/ds:X509Data/ds:X509Certificate', firma).textContent ??
    '';
  const chiave = createPublicKey(certificatoPem(certificatoNelMessaggio));
  return {
    valida,
    algoritmo: elemento('ds:SignedInfo/ds:SignatureMethod', firma).getAttribute(
      'Algorithm',
    ),
    canonicalizzazione: elemento(
      'ds:SignedInfo/ds:CanonicalizationMethod',
      firma,
    ).getAttribute('Algorithm'),
    riferimentoAllaRadice:
      riferimento === `#${doc.documentElement.getAttribute('ID')}`,
    bitChiave: chiave.asymmetricKeyDetails?.modulusLength ?? 0,
  };
}
