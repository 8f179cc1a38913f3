import { SignedXml } from 'xml-crypto';
import { ALGORITMI, NS } from './namespaces';
import { figlio, parseXmlSicuro, tuttiGliElementi } from './xml-sicuro';

export interface ChiaveFirma {
  keyPem: string;
  certPem: string;
}

/**
 * Signs the element with attribute ID=`id` with an enveloped signature (rsa-sha256, sha256,
 * exclusive c14n) placed right after its <Issuer> child, or as its first child when it has none
 * (metadata), as SAML requires. Returns the whole document.
 */
export function firmaElemento(
  xml: string,
  id: string,
  chiave: ChiaveFirma,
): string {
  const sig = new SignedXml({
    privateKey: chiave.keyPem,
    publicCert: chiave.certPem,
    signatureAlgorithm: ALGORITMI.rsaSha256,
    canonicalizationAlgorithm: ALGORITMI.excC14n,
  });
  const elemento = `//*[@ID='${id}']`;
  sig.addReference({
    xpath: elemento,
    transforms: [ALGORITMI.enveloped, ALGORITMI.excC14n],
    digestAlgorithm: ALGORITMI.sha256,
  });
  const issuer = `${elemento}/*[local-name(.)='Issuer']`;
  const haIssuer = elementiConId(parseXmlSicuro(xml), id).some((el) =>
    figlio(el, NS.saml, 'Issuer'),
  );
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: haIssuer
      ? { reference: issuer, action: 'after' }
      : { reference: elemento, action: 'prepend' },
  });
  return sig.getSignedXml();
}

const ALGORITMI_FIRMA_AMMESSI = new Set<string>([
  ALGORITMI.rsaSha256,
  ALGORITMI.rsaSha384,
  ALGORITMI.rsaSha512,
]);
const ALGORITMI_DIGEST_AMMESSI = new Set<string>([
  ALGORITMI.sha256,
  ALGORITMI.sha384,
  ALGORITMI.sha512,
]);
const TRASFORMAZIONI_AMMESSE = new Set<string>([
  ALGORITMI.enveloped,
  ALGORITMI.excC14n,
]);

export type EsitoVerifica =
  | { valida: true; riferimentoFirmato: string }
  | { valida: false; motivo: 'algoritmo' | 'riferimento' | 'chiave' };

/**
 * Verifies the enveloped `signature` (a ds:Signature child of the element with ID=`id`) against
 * the trusted certificates only (never the certificate the message carries in KeyInfo). The
 * signature must have exactly one Reference, to `#id`, with SPID's algorithms. On success returns
 * the canonical XML of the signed element, which is what the caller must read.
 */
export function verificaFirma(
  xml: string,
  signature: Element,
  id: string,
  certificati: string[],
): EsitoVerifica {
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
    !ALGORITMI_FIRMA_AMMESSI.has(metodo[0].getAttribute('Algorithm') ?? '')
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
    !ALGORITMI_DIGEST_AMMESSI.has(digest[0].getAttribute('Algorithm') ?? '')
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
      (t) => !TRASFORMAZIONI_AMMESSE.has(t.getAttribute('Algorithm') ?? ''),
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

function elementiConId(doc: Document, id: string): Element[] {
  return tuttiGliElementi(doc).filter((el) => el.getAttribute('ID') === id);
}
