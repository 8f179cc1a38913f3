import { X509Certificate, constants, publicEncrypt, type KeyObject } from 'node:crypto';

/**
 * The Sistema TS encryption of a fiscal code: RSA PKCS#1 v1.5 with the public key of the
 * SanitelCF certificate (PEM or DER), base64.
 */
export function sistemaTsCipher(certificato: Buffer): (codiceFiscale: string) => string {
  const chiave: KeyObject = new X509Certificate(certificato).publicKey;
  return (codiceFiscale) => publicEncrypt({ key: chiave, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(codiceFiscale, 'utf8')).toString('base64');
}
