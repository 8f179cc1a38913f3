import * as forge from 'node-forge';

/** The signer's key and certificate, and the chain that came with them in the PKCS#12 file. */
export interface FirmaCredentials {
  chiave: forge.pki.rsa.PrivateKey;
  certificato: forge.pki.Certificate;
  catena: forge.pki.Certificate[];
}

/** The PKCS#12 file could not be opened with the password typed. */
export class PasswordFirmaErrata extends Error {}

/** The PKCS#12 file holds no RSA key with its certificate (EC keys are not supported by node-forge). */
export class CertificatoNonUtilizzabile extends Error {}

/** Opens a PKCS#12 (.p12/.pfx) with the password: the private key, its certificate and the other certificates. */
export function openP12(p12: Buffer, password: string): FirmaCredentials {
  let archivio: forge.pkcs12.Pkcs12Pfx;
  try {
    archivio = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
  } catch (e) {
    const testo = (e as Error).message ?? '';
    if (/password|MAC|decrypt/i.test(testo)) throw new PasswordFirmaErrata(testo);
    throw new CertificatoNonUtilizzabile(testo);
  }
  const borse = (tipo: string) => archivio.getBags({ bagType: tipo })[tipo] ?? [];
  const chiavi = [...borse(forge.pki.oids['pkcs8ShroudedKeyBag']), ...borse(forge.pki.oids['keyBag'])];
  const certificati = borse(forge.pki.oids['certBag']).map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
  const chiave = chiavi.map((b) => b.key).find((k): k is forge.pki.rsa.PrivateKey => !!k && 'n' in k);
  if (!chiave) throw new CertificatoNonUtilizzabile('nessuna chiave RSA nel file');
  const certificato = certificati.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(chiave.n) === 0 && pub.e?.compareTo(chiave.e) === 0;
  });
  if (!certificato) throw new CertificatoNonUtilizzabile('nessun certificato corrisponde alla chiave');
  return { chiave, certificato, catena: certificati.filter((c) => c !== certificato) };
}
