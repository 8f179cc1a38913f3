import { SecretCipher } from '@registro/server-platform';

/** The cipher of the data sources' passwords (token). */
export const DATASOURCE_CIPHER = Symbol('DATASOURCE_CIPHER');

/** Associated data of a stored password: a ciphertext copied into another field does not decrypt. */
export const PASSWORD_CONTEXT = 'dataanalysisdatasources:password';

/**
 * Key from DATASOURCE_ENCRYPTION_KEY (32 bytes, hex or base64); without it a development key is
 * generated once in `.data/datasource-encryption.key` (DATASOURCE_KEY_FILE).
 */
export const dataSourceCipherProvider = {
  provide: DATASOURCE_CIPHER,
  useFactory: () => SecretCipher.daAmbiente('DATASOURCE_ENCRYPTION_KEY', 'DATASOURCE_KEY_FILE', '.data/datasource-encryption.key'),
};
