import { SecretCipher } from '@registro/server-platform';

/**
 * TOTP secrets encrypted at rest with the platform's SecretCipher. The key comes from
 * TOTP_ENCRYPTION_KEY (32 bytes, hex or base64); without it a development key is generated once in
 * `.data/totp-encryption.key` (TOTP_KEY_FILE). The user id is bound as associated data, so a secret
 * copied onto another user does not decrypt.
 */
export class TotpSecretCipher {
  private readonly cipher: SecretCipher;

  constructor(leggiChiave: () => Buffer, cipher?: SecretCipher) {
    this.cipher = cipher ?? new SecretCipher(leggiChiave, 'TOTP_ENCRYPTION_KEY');
  }

  static daAmbiente(env: NodeJS.ProcessEnv = process.env): TotpSecretCipher {
    const cipher = SecretCipher.daAmbiente('TOTP_ENCRYPTION_KEY', 'TOTP_KEY_FILE', '.data/totp-encryption.key', env);
    return new TotpSecretCipher(() => Buffer.alloc(0), cipher);
  }

  cifra(segreto: string, userId: number): string {
    return this.cipher.cifra(segreto, `totp:${userId}`);
  }

  decifra(cifrato: string, userId: number): string {
    return this.cipher.decifra(cifrato, `totp:${userId}`);
  }
}
