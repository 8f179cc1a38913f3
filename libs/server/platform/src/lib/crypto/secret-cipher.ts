import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ALGORITMO = 'aes-256-gcm';
const VERSIONE = 'v1';

/**
 * Secrets encrypted at rest with AES-256-GCM (TOTP secrets, data-source passwords). The text is
 * `v1:<iv>:<tag>:<ciphertext>` (base64); `contesto` is bound as associated data, so a secret
 * copied onto another record or purpose does not decrypt.
 */
export class SecretCipher {
  private loadedKey?: Buffer;

  /**
   * `leggiChiave` runs at the first use, so a server that never sees a secret needs no key;
   * `nomeChiave` names the key in the error of a wrong length.
   */
  constructor(
    private readonly leggiChiave: () => Buffer,
    private readonly nomeChiave = 'chiave di cifratura',
  ) {}

  /**
   * The key from the environment variable `variabile` (32 bytes, hex or base64); without it a
   * development key is generated once in `fileVariabile`'s file or `filePredefinito`, relative to
   * the working directory.
   */
  static daAmbiente(variabile: string, fileVariabile: string, filePredefinito: string, env: NodeJS.ProcessEnv = process.env): SecretCipher {
    const valore = env[variabile]?.trim();
    const file = resolve(env[fileVariabile] || filePredefinito);
    return new SecretCipher(() => (valore ? decodeKey(valore) : developmentKey(file)), variabile);
  }

  private get key(): Buffer {
    if (!this.loadedKey) {
      const chiave = this.leggiChiave();
      if (chiave.length !== 32) throw new Error(`${this.nomeChiave}: servono 32 byte (64 cifre esadecimali o base64)`);
      this.loadedKey = chiave;
    }
    return this.loadedKey;
  }

  cifra(segreto: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITMO, this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const testo = Buffer.concat([cipher.update(segreto, 'utf8'), cipher.final()]);
    return [VERSIONE, iv.toString('base64'), cipher.getAuthTag().toString('base64'), testo.toString('base64')].join(':');
  }

  decifra(cifrato: string, context: string): string {
    const [versione, iv, tag, testo] = cifrato.split(':');
    if (versione !== VERSIONE || !iv || !tag || !testo) throw new Error('segreto cifrato in un formato sconosciuto');
    const decipher = createDecipheriv(ALGORITMO, this.key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(testo, 'base64')), decipher.final()]).toString('utf8');
  }
}

function decodeKey(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

function developmentKey(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (e) {
      // another process created it first: use theirs
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    chmodSync(file, 0o600);
  }
  return decodeKey(readFileSync(file, 'utf8').trim());
}
