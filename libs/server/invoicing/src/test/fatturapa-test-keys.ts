import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway self-signed RSA 1024 certificate (the size of SanitelCF: a 2048-bit key's base64 exceeds the XSD's 256 characters) and key made with the openssl CLI (stands in for SanitelCF.cer). */
export function testKeyPair(): { dir: string; cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'registro-sistemats-'));
  const cert = join(dir, 'test.cer');
  const key = join(dir, 'test.key');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:1024', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=Sistema TS di prova'], { stdio: 'ignore' });
  return { dir, cert, key };
}

/** The openssl CLI's RSA PKCS#1 v1.5 decryption of a base64 value (Node 20 refuses that padding for decryption). */
export function decrypt(base64: string, key: string, dir: string): string {
  const file = join(dir, `cf-${Math.random().toString(36).slice(2)}.bin`);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('openssl', ['pkeyutl', '-decrypt', '-inkey', key, '-in', file, '-pkeyopt', 'rsa_padding_mode:pkcs1']).toString('utf8');
}
