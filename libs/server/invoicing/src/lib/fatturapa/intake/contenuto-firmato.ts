import * as forge from 'node-forge';

/** The signer's certificate of a .p7m, as recorded on the document (read, never trusted as a requirement). */
export interface CertificatoFirma {
  soggetto: string;
  codiceFiscale?: string;
  emittente: string;
  numeroSerie: string;
  /** ISO timestamps */
  validoDal: string;
  validoAl: string;
}

export interface ContenutoFirmato {
  contenuto: Buffer;
  firma?: CertificatoFirma;
}

const { asn1 } = forge;
/** forge's parser with the options its typings lack: lenient BER, trailing bytes ignored. */
const leggiBer = asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: { strict: boolean; parseAllBytes: boolean; decodeBitStrings: boolean }) => forge.asn1.Asn1;
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID = { commonName: '2.5.4.3', serialNumber: '2.5.4.5', organization: '2.5.4.10', surname: '2.5.4.4', givenName: '2.5.4.42' };

/**
 * The signed bytes of a CAdES envelope (`.p7m`) and its signer's certificate, whatever the
 * encoding suppliers use: DER, BER with indefinite lengths (`openssl cms -sign -stream`), PEM,
 * base64 with or without line breaks. Only the structure is read (ContentInfo → SignedData →
 * encapContentInfo → eContent, an OCTET STRING possibly cut in chunks), not the cryptography, so
 * RSA and ECDSA signatures alike are unwrapped. Null when the bytes are not a CMS SignedData.
 */
export function contenutoFirmato(bytes: Buffer): ContenutoFirmato | null {
  const der = derDi(bytes);
  if (!der) return null;
  let radice: forge.asn1.Asn1;
  try {
    radice = leggiBer(forge.util.createBuffer(der.toString('binary')), { strict: false, parseAllBytes: false, decodeBitStrings: false });
  } catch {
    return null;
  }
  const [tipo, esplicito] = figli(radice);
  if (!tipo || tipo.type !== asn1.Type.OID || asn1.derToOid(valore(tipo)) !== OID_SIGNED_DATA) return null;
  const signedData = figli(esplicito)[0];
  const parti = figli(signedData);
  const encap = parti.find((p, i) => i > 0 && p.tagClass === asn1.Class.UNIVERSAL && p.type === asn1.Type.SEQUENCE);
  const eContent = figli(encap)[1];
  if (!eContent) return null;
  const contenuto = Buffer.from(ottetti(figli(eContent)[0] ?? eContent), 'binary');
  const certificati = parti.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  return { contenuto, firma: certificato(figli(certificati)[0]) };
}

/** DER/BER bytes from what was uploaded: binary as is, else PEM or base64 text decoded. */
function derDi(bytes: Buffer): Buffer | null {
  if (bytes[0] === 0x30) return bytes;
  const testo = bytes.toString('latin1').replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '');
  if (!testo || !/^[A-Za-z0-9+/]+={0,2}$/.test(testo)) return null;
  const decodificato = Buffer.from(testo, 'base64');
  return decodificato[0] === 0x30 ? decodificato : null;
}

function figli(nodo: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return nodo && Array.isArray(nodo.value) ? (nodo.value as forge.asn1.Asn1[]) : [];
}

function valore(nodo: forge.asn1.Asn1): string {
  return typeof nodo.value === 'string' ? nodo.value : '';
}

/** The bytes of an OCTET STRING, concatenating the chunks of a constructed (BER) one. */
function ottetti(nodo: forge.asn1.Asn1): string {
  return Array.isArray(nodo.value) ? (nodo.value as forge.asn1.Asn1[]).map(ottetti).join('') : valore(nodo);
}

/** The certificate's names, serial and validity, read from its TBSCertificate (any key algorithm). */
function certificato(cert: forge.asn1.Asn1 | undefined): CertificatoFirma | undefined {
  try {
    const tbs = figli(figli(cert)[0]);
    const campi = tbs[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? tbs.slice(1) : tbs;
    const [seriale, , emittente, validita, soggetto] = campi;
    const [dal, al] = figli(validita);
    const nomiSoggetto = nomi(soggetto);
    const codiceFiscale = nomiSoggetto[OID.serialNumber]?.replace(/^TINIT-/i, '');
    return {
      soggetto: nomiSoggetto[OID.commonName] ?? [nomiSoggetto[OID.givenName], nomiSoggetto[OID.surname]].filter(Boolean).join(' '),
      ...(codiceFiscale ? { codiceFiscale } : {}),
      emittente: nomi(emittente)[OID.commonName] ?? nomi(emittente)[OID.organization] ?? '',
      numeroSerie: forge.util.bytesToHex(valore(seriale)).toUpperCase(),
      validoDal: istante(dal),
      validoAl: istante(al),
    };
  } catch {
    return undefined;
  }
}

function nomi(nome: forge.asn1.Asn1 | undefined): Record<string, string> {
  const trovati: Record<string, string> = {};
  for (const rdn of figli(nome))
    for (const attributo of figli(rdn)) {
      const [tipo, testo] = figli(attributo);
      if (tipo && testo) trovati[asn1.derToOid(valore(tipo))] ??= testoAttributo(testo);
    }
  return trovati;
}

/** UTF8String, PrintableString and the like as text; a BMPString (UTF-16BE) too. */
function testoAttributo(nodo: forge.asn1.Asn1): string {
  const grezzo = valore(nodo);
  if (nodo.type === asn1.Type.BMPSTRING) return Buffer.from(grezzo, 'binary').swap16().toString('utf16le');
  try {
    return forge.util.decodeUtf8(grezzo);
  } catch {
    return grezzo;
  }
}

function istante(nodo: forge.asn1.Asn1 | undefined): string {
  if (!nodo) return '';
  const data = nodo.type === asn1.Type.UTCTIME ? asn1.utcTimeToDate(valore(nodo)) : asn1.generalizedTimeToDate(valore(nodo));
  return data.toISOString();
}
