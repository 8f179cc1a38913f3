import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export interface KeyPair {
  keyPem: string;
  certPem: string;
}

export interface CertificateSubject {
  /** CN: the entity id of whoever signs with the key */
  commonName: string;
  organizationName: string;
  /** e.g. VATIT-12345678901 or PA:IT-c_h501 (SPID certificate profile, Avviso 29) */
  organizationIdentifier?: string;
  /** certificatePolicies OIDs (agIDcert 1.3.76.16.6 plus the SP type) */
  policies?: string[];
}

/**
 * Returns the key/certificate pair stored in `dir` (key.pem, cert.pem), creating it on first use
 * with the openssl CLI (Node has no X.509 builder): RSA 3072, SHA-256, self-signed, ten years.
 * Meant for development and tests; production sets SPID_KEY_FILE / SPID_CERT_FILE.
 */
export function keyPairInDir(
  dir: string,
  soggetto: CertificateSubject,
): KeyPair {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    // generated aside and renamed into place, so concurrent processes never read half a pair
    const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    mkdirSync(dirname(dir), { recursive: true });
    mkdirSync(tmp, { mode: 0o700 });
    generateWithOpenssl(join(tmp, 'key.pem'), join(tmp, 'cert.pem'), soggetto);
    try {
      renameSync(tmp, dir);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
      if (!existsSync(keyFile))
        throw new Error(`Cartella delle chiavi SPID non utilizzabile: ${dir}`);
    }
  }
  return {
    keyPem: readFileSync(keyFile, 'utf8'),
    certPem: readFileSync(certFile, 'utf8'),
  };
}

function generateWithOpenssl(
  keyFile: string,
  certFile: string,
  soggetto: CertificateSubject,
): void {
  const subject = [
    'C=IT',
    `O=${soggetto.organizationName}`,
    soggetto.organizationIdentifier
      ? `organizationIdentifier=${soggetto.organizationIdentifier}`
      : '',
    `CN=${soggetto.commonName}`,
  ]
    .filter(Boolean)
    .map((part) => '/' + part.replace(/\//g, '\\/'))
    .join('');
  const args = [
    'req',
    '-x509',
    '-newkey',
    'rsa:3072',
    '-sha256',
    '-days',
    '3650',
    '-nodes',
  ];
  args.push('-keyout', keyFile, '-out', certFile, '-subj', subject);
  args.push('-addext', 'keyUsage=critical,digitalSignature,nonRepudiation');
  args.push('-addext', 'basicConstraints=CA:FALSE');
  if (soggetto.policies?.length)
    args.push('-addext', `certificatePolicies=${soggetto.policies.join(',')}`);
  try {
    execFileSync('openssl', args, { stdio: 'pipe' });
  } catch (e) {
    throw new Error(
      `Impossibile generare le chiavi SPID di sviluppo con openssl (installarlo o impostare ` +
        `SPID_KEY_FILE e SPID_CERT_FILE): ${(e as Error).message}`,
    );
  }
}

/** The certificate body (base64 DER, no PEM armour) as it goes into <ds:X509Certificate>. */
export function certificateBase64(certPem: string): string {
  return certPem
    .replace(/-----BEGIN CERTIFICATE-----/, '')
    .replace(/-----END CERTIFICATE-----/, '')
    .replace(/\s+/g, '');
}

/** The PEM form of a <ds:X509Certificate> body. */
export function certificatePem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
