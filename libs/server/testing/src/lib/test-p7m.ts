import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How a supplier's tool wrote the .p7m: DER, BER with indefinite lengths, PEM, base64 in one line or in 64-column lines. */
export type FormatoP7m = 'der' | 'ber' | 'pem' | 'base64' | 'base64-righe';

export interface OpzioniP7m {
  formato?: FormatoP7m;
  /** the signer's key: RSA 2048 or ECDSA P-256 */
  chiave?: 'rsa' | 'ec';
  /** the certificate's subject */
  soggetto?: string;
}

/**
 * `contenuto` signed as a CAdES-like CMS envelope by openssl with a throw-away self-signed
 * certificate, the content attached (`openssl cms -sign -nodetach`), as real signing tools do.
 */
export function firmaP7m(contenuto: Buffer | string, opzioni: OpzioniP7m = {}): Buffer {
  const { formato = 'der', chiave = 'rsa', soggetto = '/C=IT/O=Fornitore di prova/CN=MARIO ROSSI/serialNumber=TINIT-RSSMRA80A01H501U' } = opzioni;
  const dir = mkdtempSync(join(tmpdir(), 'p7m-'));
  try {
    const file = (nome: string) => join(dir, nome);
    writeFileSync(file('contenuto'), contenuto);
    const algoritmo = chiave === 'ec' ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] : ['-newkey', 'rsa:2048'];
    execFileSync('openssl', ['req', '-x509', ...algoritmo, '-nodes', '-keyout', file('chiave.pem'), '-out', file('cert.pem'), '-days', '30', '-subj', soggetto], { stdio: 'pipe' });
    const forma = formato === 'pem' ? ['-outform', 'PEM'] : ['-outform', 'DER'];
    const flusso = formato === 'ber' ? ['-stream'] : [];
    execFileSync('openssl', ['cms', '-sign', '-binary', '-nodetach', ...flusso, '-in', file('contenuto'), '-signer', file('cert.pem'), '-inkey', file('chiave.pem'), ...forma, '-out', file('firmato')], { stdio: 'pipe' });
    const firmato = readFileSync(file('firmato'));
    if (formato === 'base64') return Buffer.from(firmato.toString('base64'));
    if (formato === 'base64-righe') return Buffer.from(firmato.toString('base64').replace(/.{64}/g, '$&\r\n'));
    return firmato;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
