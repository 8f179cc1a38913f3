import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function daBase32(testo: string): Buffer {
  let bit = '';
  for (const c of testo.replace(/=+$/, '').toUpperCase()) bit += BASE32.indexOf(c).toString(2).padStart(5, '0');
  const byte = bit.match(/.{8}/g) ?? [];
  return Buffer.from(byte.map((b) => parseInt(b, 2)));
}

export const PASSO_TOTP_MS = 30_000;

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as otplib and the authenticator apps compute it. */
export function codiceTotp(segreto: string, istante = Date.now()): string {
  const contatore = Buffer.alloc(8);
  contatore.writeBigUInt64BE(BigInt(Math.floor(istante / PASSO_TOTP_MS)));
  const hmac = createHmac('sha1', daBase32(segreto)).update(contatore).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const numero = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(numero).padStart(6, '0');
}

/** Milliseconds until the next time step: a code works once, so a second sign-in waits for a new one. */
export function attesaProssimoPasso(istante = Date.now()): number {
  return PASSO_TOTP_MS - (istante % PASSO_TOTP_MS) + 500;
}
