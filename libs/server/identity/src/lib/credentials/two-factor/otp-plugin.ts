import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Base32Plugin, CryptoPlugin } from '@otplib/core';

/*
 * otplib's TOTP (@otplib/totp, RFC 6238) with its two plugins given here on node:crypto: the
 * `otplib` entry point and its default plugins load @scure/base and @noble/hashes 2, which ship
 * only as ES modules and cannot be required by jest.
 */

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 Base32, upper case, without padding (what authenticator apps expect). */
export const base32: Base32Plugin = {
  name: 'registro-base32',
  encode(data: Uint8Array): string {
    let bits = 0;
    let valore = 0;
    let out = '';
    for (const byte of data) {
      valore = (valore << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALFABETO[(valore >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += ALFABETO[(valore << (5 - bits)) & 31];
    return out;
  },
  decode(text: string): Uint8Array {
    const pulito = text.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
    let bits = 0;
    let valore = 0;
    const out: number[] = [];
    for (const c of pulito) {
      const i = ALFABETO.indexOf(c);
      if (i < 0) throw new Error('carattere Base32 non valido');
      valore = (valore << 5) | i;
      bits += 5;
      if (bits >= 8) {
        out.push((valore >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return Uint8Array.from(out);
  },
};

export const crypto: CryptoPlugin = {
  name: 'registro-node-crypto',
  algorithms: ['sha1', 'sha256', 'sha512'],
  hmac: (algoritmo, key, data) => new Uint8Array(createHmac(algoritmo, key).update(data).digest()),
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  constantTimeEqual(a, b) {
    const x = typeof a === 'string' ? Buffer.from(a) : Buffer.from(a);
    const y = typeof b === 'string' ? Buffer.from(b) : Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  },
};

/** 160 random bits in Base32: the recommended size of a TOTP secret. */
export function newTotpSecret(): string {
  return base32.encode(randomBytes(20));
}
