import { createPublicKey } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import * as xpath from 'xpath';
import { certificatePem } from '../lib/config/openssl-keys';

export const TEST_NS = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  spid: 'https://spid.gov.it/saml-extensions',
};

export const select = xpath.useNamespaces(TEST_NS);

export function parseXml(xml: string): Document {
  return new DOMParser().parseFromString(
    xml,
    'text/xml',
  ) as unknown as Document;
}

export function elementsAt(expr: string, nodo: Node): Element[] {
  return select(expr, nodo) as Element[];
}

export function elementAt(expr: string, nodo: Node): Element {
  const trovati = elementsAt(expr, nodo);
  if (trovati.length !== 1)
    throw new Error(`${expr}: ${trovati.length} elementi`);
  return trovati[0];
}

/**
 * Verifies the signature that is a direct child of the root with xml-crypto against `certPem`
 * (never the certificate inside the message) and returns what a test needs to check about it.
 */
export function verifyRootSignature(xml: string, certPem: string) {
  const doc = parseXml(xml);
  const firma = elementAt('/*/ds:Signature', doc);
  const sig = new SignedXml({
    publicCert: certPem,
    getCertFromKeyInfo: () => null,
  });
  sig.loadSignature(firma);
  const valida = sig.checkSignature(xml);
  const riferimento = elementAt(
    'ds:SignedInfo/ds:Reference',
    firma,
  ).getAttribute('URI');
  const certificatoNelMessaggio =
    elementAt('ds:KeyInfo/ds:X509Data/ds:X509Certificate', firma).textContent ??
    '';
  const chiave = createPublicKey(certificatePem(certificatoNelMessaggio));
  return {
    valida,
    algoritmo: elementAt(
      'ds:SignedInfo/ds:SignatureMethod',
      firma,
    ).getAttribute('Algorithm'),
    canonicalizzazione: elementAt(
      'ds:SignedInfo/ds:CanonicalizationMethod',
      firma,
    ).getAttribute('Algorithm'),
    riferimentoAllaRadice:
      riferimento === `#${doc.documentElement.getAttribute('ID')}`,
    bitChiave: chiave.asymmetricKeyDetails?.modulusLength ?? 0,
  };
}
