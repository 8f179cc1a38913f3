import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyPairInDir, type KeyPair } from '../lib/config/openssl-keys';

/**
 * Key pairs for tests, generated once per machine (openssl) in the temp folder and reused:
 * `sp` for Registro, `idp` for the test IdP, `estranea` for a signer no metadata trusts.
 */
export function testKeys(nome: 'sp' | 'idp' | 'estranea'): KeyPair {
  return keyPairInDir(join(tmpdir(), 'registro-spid-test-keys', nome), {
    commonName: `https://${nome}.test.registro.invalid`,
    organizationName: `Registro test ${nome}`,
  });
}
