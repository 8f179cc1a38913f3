import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chiaviInCartella,
  type CoppiaChiavi,
} from '../lib/config/chiavi-openssl';

/**
 * Key pairs for tests, generated once per machine (openssl) in the temp folder and reused:
 * `sp` for Registro, `idp` for the test IdP, `estranea` for a signer no metadata trusts.
 */
export function chiaviDiTest(nome: 'sp' | 'idp' | 'estranea'): CoppiaChiavi {
  return chiaviInCartella(join(tmpdir(), 'registro-spid-test-keys', nome), {
    commonName: `https://${nome}.test.registro.invalid`,
    organizationName: `Registro test ${nome}`,
  });
}
