import { SignedXml } from 'xml-crypto';
import { ALGORITHMS, NS } from './namespaces';
import { childElement, parseSafeXml, allElements } from './safe-xml';

export interface SigningKey {
  keyPem: string;
  certPem: string;
}

/**
 * Signs the element with attribute ID=`id` with an enveloped signature (rsa-sha256, sha256,
 * exclusive c14n) placed right after its <Issuer> child, or as its first child when it has none
 * (metadata), as SAML requires. Returns the whole document.
 */
export function signElement(
  xml: string,
  id: string,
  key: SigningKey,
): string {
  const sig = new SignedXml({
    privateKey: key.keyPem,
    publicCert: key.certPem,
    signatureAlgorithm: ALGORITHMS.rsaSha256,
    canonicalizationAlgorithm: ALGORITHMS.excC14n,
  });
  const elemento = `//*[@ID='${id}']`;
  sig.addReference({
    xpath: elemento,
    transforms: [ALGORITHMS.enveloped, ALGORITHMS.excC14n],
    digestAlgorithm: ALGORITHMS.sha256,
  });
  const issuer = `${elemento}/*[local-name(.)='Issuer']`;
  const haIssuer = elementsWithId(parseSafeXml(xml), id).some((el) =>
    childElement(el, NS.saml, 'Issuer'),
  );
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: haIssuer
      ? { reference: issuer, action: 'after' }
      : { reference: elemento, action: 'prepend' },
  });
  return sig.getSignedXml();
}

const ALLOWED_SIGNATURE_ALGORITHMS = new Set<string>([
  ALGORITHMS.rsaSha256,
  ALGORITHMS.rsaSha384,
  ALGORITHMS.rsaSha512,
]);
const ALLOWED_DIGEST_ALGORITHMS = new Set<string>([
  ALGORITHMS.sha256,
  ALGORITHMS.sha384,
  ALGORITHMS.sha512,
]);
const ALLOWED_TRANSFORMS = new Set<string>([
  ALGORITHMS.enveloped,
  ALGORITHMS.excC14n,
]);

export type SignatureCheck =
  | { valida: true; riferimentoFirmato: string }
  | { valida: false; motivo: 'algoritmo' | 'riferimento' | 'chiave' };

/**
 * Verifies the enveloped `signature` (a ds:Signature child of the element with ID=`id`) against
 * the trusted certificates only (never the certificate the message carries in KeyInfo). The
 * signature must have exactly one Reference, to `#id`, with SPID's algorithms. On success returns
 * the canonical XML of the signed element, which is what the caller must read.
 */
export function verifySignature(
  xml: string,
  signature: Element,
  id: string,
  certificati: string[],
): SignatureCheck {
  const metodo = signature.getElementsByTagNameNS(
    'http://www.w3.org/2000/09/xmldsig#',
    'SignatureMethod',
  );
  const riferimenti = signature.getElementsByTagNameNS(
    'http://www.w3.org/2000/09/xmldsig#',
    'Reference',
  );
  if (
    metodo.length !== 1 ||
    !ALLOWED_SIGNATURE_ALGORITHMS.has(metodo[0].getAttribute('Algorithm') ?? '')
  ) {
    return { valida: false, motivo: 'algoritmo' };
  }
  if (
    riferimenti.length !== 1 ||
    riferimenti[0].getAttribute('URI') !== `#${id}`
  ) {
    return { valida: false, motivo: 'riferimento' };
  }
  const digest = riferimenti[0].getElementsByTagNameNS(
    'http://www.w3.org/2000/09/xmldsig#',
    'DigestMethod',
  );
  if (
    digest.length !== 1 ||
    !ALLOWED_DIGEST_ALGORITHMS.has(digest[0].getAttribute('Algorithm') ?? '')
  ) {
    return { valida: false, motivo: 'algoritmo' };
  }
  const trasformazioni = Array.from(
    riferimenti[0].getElementsByTagNameNS(
      'http://www.w3.org/2000/09/xmldsig#',
      'Transform',
    ) as unknown as ArrayLike<Element>,
  );
  if (
    trasformazioni.some(
      (t) => !ALLOWED_TRANSFORMS.has(t.getAttribute('Algorithm') ?? ''),
    )
  ) {
    return { valida: false, motivo: 'algoritmo' };
  }
  for (const cert of certificati) {
    const sig = new SignedXml({
      publicCert: cert,
      getCertFromKeyInfo: () => null,
    });
    try {
      sig.loadSignature(signature);
      if (sig.checkSignature(xml)) {
        const firmati = sig.getSignedReferences();
        if (firmati.length === 1)
          return { valida: true, riferimentoFirmato: firmati[0] };
      }
    } catch {
      // wrong key for this certificate, or a malformed signature: try the next certificate
    }
  }
  return { valida: false, motivo: 'chiave' };
}

function elementsWithId(doc: Document, id: string): Element[] {
  return allElements(doc).filter((el) => el.getAttribute('ID') === id);
}
