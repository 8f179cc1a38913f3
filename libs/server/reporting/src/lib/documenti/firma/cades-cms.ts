import * as forge from 'node-forge';
import type { FirmaCredentials } from './firma-credentials';

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const oid = (o: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(o).getBytes());
const seq = (v: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, v);
const set = (v: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, v);
const ottetti = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes);
const intero = (n: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const algoritmo = (o: string) => seq([oid(o), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
const attributo = (tipo: string, value: forge.asn1.Asn1) => seq([oid(tipo), set([value])]);
const der = (a: forge.asn1.Asn1) => asn1.toDer(a).getBytes();
const sha256 = (bytes: string) => forge.md.sha256.create().update(bytes).digest().getBytes();

/** DER requires the elements of a SET OF in the order of their encodings. */
function insiemeOrdinato(elementi: forge.asn1.Asn1[]): forge.asn1.Asn1[] {
  return elementi
    .map((e) => ({ e, b: Buffer.from(der(e), 'binary') }))
    .sort((a, b) => Buffer.compare(a.b, b.b))
    .map(({ e }) => e);
}

/**
 * The issuer exactly as the certificate encodes it. forge.pki.distinguishedNameToAsn1 of a parsed
 * certificate encodes a UTF8String value a second time, so a name with an accent or a dash (à, —)
 * would no longer match the certificate and verifiers would not find the signer.
 */
function emittente(certificato: forge.pki.Certificate): forge.asn1.Asn1 {
  const tbs = (certificato as forge.pki.Certificate & { tbsCertificate?: forge.asn1.Asn1 }).tbsCertificate;
  const campi = tbs && Array.isArray(tbs.value) ? (tbs.value as forge.asn1.Asn1[]) : null;
  if (!campi) return forge.pki.distinguishedNameToAsn1(certificato.issuer);
  // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, ...
  return campi[campi[0]?.tagClass === Class.CONTEXT_SPECIFIC ? 3 : 2];
}

/**
 * A detached CAdES signature (CMS SignedData, SHA-256 with RSA) of `contenuto`, as PAdES baseline B
 * asks: signed attributes content-type, message-digest and signing-certificate-v2 (ESS, binding the
 * signer's certificate), no signing-time attribute (the PDF's /M carries the claimed time).
 */
export function signCades(contenuto: Buffer, { chiave, certificato, catena }: FirmaCredentials): Buffer {
  const certificatoDer = der(forge.pki.certificateToAsn1(certificato));
  const attributi = insiemeOrdinato([
    attributo(OID.contentType, oid(OID.data)),
    attributo(OID.messageDigest, ottetti(sha256(contenuto.toString('binary')))),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; hashAlgorithm sha256 is the default
    attributo(OID.signingCertificateV2, seq([seq([seq([ottetti(sha256(certificatoDer))])])])),
  ]);
  const md = forge.md.sha256.create().update(der(set(attributi)));
  const firma = chiave.sign(md);

  const firmatario = seq([
    intero(1),
    seq([emittente(certificato), asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(certificato.serialNumber))]),
    algoritmo(OID.sha256),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributi),
    algoritmo(OID.rsaEncryption),
    ottetti(firma),
  ]);
  const datiFirmati = seq([
    intero(1),
    set([algoritmo(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [certificato, ...catena].map((c) => forge.pki.certificateToAsn1(c))),
    set([firmatario]),
  ]);
  const contentInfo = seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [datiFirmati])]);
  return Buffer.from(der(contentInfo), 'binary');
}
