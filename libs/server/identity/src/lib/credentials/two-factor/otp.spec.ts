import { generate, verify } from '@otplib/totp';
import { base32, crypto } from './otp-plugin';
import { TotpSecretCipher } from './totp-secret';

describe('TOTP plugins', () => {
  it('encodes and decodes Base32 as RFC 4648 (without padding)', () => {
    const testo = (s: string) => new TextEncoder().encode(s);
    expect(base32.encode(testo('foobar'))).toBe('MZXW6YTBOI');
    expect(base32.encode(testo('f'))).toBe('MY');
    expect(new TextDecoder().decode(base32.decode('MZXW6YTBOI======'))).toBe('foobar');
    expect(() => base32.decode('0189')).toThrow();
  });

  it('gives the RFC 6238 SHA-1 test vectors', async () => {
    // RFC 6238 appendix B: secret "12345678901234567890", 8 digits
    const secret = base32.encode(new TextEncoder().encode('12345678901234567890'));
    expect(await generate({ secret, epoch: 59, digits: 8, crypto, base32 })).toBe('94287082');
    expect(await generate({ secret, epoch: 1111111109, digits: 8, crypto, base32 })).toBe('07081804');
    const esito = await verify({ secret, token: '07081804', epoch: 1111111109, digits: 8, crypto, base32 });
    expect(esito.valid).toBe(true);
  });
});

describe('TotpSecretCipher', () => {
  const cifratura = new TotpSecretCipher(() => Buffer.alloc(32, 7));

  it('decrypts what it encrypted, for the same user only', () => {
    const cifrato = cifratura.cifra('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 5);
    expect(cifrato).toMatch(/^v1:/);
    expect(cifrato).not.toContain('JBSWY3DP');
    expect(cifratura.decifra(cifrato, 5)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(() => cifratura.decifra(cifrato, 6)).toThrow();
    expect(cifratura.cifra('x', 5)).not.toBe(cifratura.cifra('x', 5));
  });

  it('refuses a key that is not 32 bytes, at first use', () => {
    const corta = new TotpSecretCipher(() => Buffer.alloc(16));
    expect(() => corta.cifra('x', 1)).toThrow(/32 byte/);
  });
});
