import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  folder: string;
  p12: string;
  password: string;
  /** the signer's common name */
  commonName: string;
  remove(): void;
}

/**
 * A throwaway CA and a signer certificate issued by it, packed with the key in a .p12 (openssl CLI,
 * default OpenSSL 3 encryption: AES-256-CBC/PBKDF2, HMAC-SHA256), in a fresh temp folder.
 */
export function testCertificate(commonName = 'Struttura Sanitaria di Prova', password = 'Segreta!2026'): TestCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'firma-'));
  const f = (n: string) => join(folder, n);
  const ossl = (...a: string[]) => execFileSync('openssl', a, { stdio: 'pipe' });
  ossl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('ca.key'), '-out', f('ca.pem'), '-days', '30', '-subj', '/CN=CA di Prova Registro/O=Registro');
  ossl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('firma.key'), '-out', f('firma.csr'), '-subj', `/CN=${commonName}/O=Registro`);
  ossl('x509', '-req', '-in', f('firma.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial', '-out', f('firma.pem'), '-days', '30');
  ossl('pkcs12', '-export', '-inkey', f('firma.key'), '-in', f('firma.pem'), '-certfile', f('ca.pem'), '-out', f('struttura.p12'), '-passout', `pass:${password}`);
  return { folder, p12: f('struttura.p12'), password, commonName, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
