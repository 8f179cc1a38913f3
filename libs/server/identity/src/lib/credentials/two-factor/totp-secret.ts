import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ALGORITMO = 'aes-256-gcm';
const VERSIONE = 'v1';

/**
 * TOTP secrets encrypted at rest with AES-256-GCM. The key comes from TOTP_ENCRYPTION_KEY
 * (32 bytes, hex or base64); without it a development key is generated once in
 * `.data/totp-encryption.key` (TOTP_KEY_FILE), relative to the working directory. The user id is bound as associated data, so a secret copied onto
 * another user does not decrypt.
 */
export class TotpSecretCipher {
  private chiaveLetta?: Buffer;

  /** `leggiChiave` runs at the first use, so a server that never sees a secret needs no key. */
  constructor(private readonly leggiChiave: () => Buffer) {}

  static daAmbiente(env: NodeJS.ProcessEnv = process.env): TotpSecretCipher {
    const valore = env['TOTP_ENCRYPTION_KEY']?.trim();
    const file = resolve(env['TOTP_KEY_FILE'] || '.data/totp-encryption.key');
    return new TotpSecretCipher(() => (valore ? decodificaChiave(valore) : chiaveDiSviluppo(file)));
  }

  private get chiave(): Buffer {
    if (!this.chiaveLetta) {
      const chiave = this.leggiChiave();
      if (chiave.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY: servono 32 byte (64 cifre esadecimali o base64)');
      this.chiaveLetta = chiave;
    }
    return this.chiaveLetta;
  }

  cifra(segreto: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITMO, this.chiave, iv);
    cipher.setAAD(Buffer.from(`totp:${userId}`));
    const testo = Buffer.concat([cipher.update(segreto, 'utf8'), cipher.final()]);
    return [VERSIONE, iv.toString('base64'), cipher.getAuthTag().toString('base64'), testo.toString('base64')].join(':');
  }

  decifra(cifrato: string, userId: number): string {
    const [versione, iv, tag, testo] = cifrato.split(':');
    if (versione !== VERSIONE || !iv || !tag || !testo) throw new Error('segreto TOTP in un formato sconosciuto');
    const decipher = createDecipheriv(ALGORITMO, this.chiave, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(`totp:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(testo, 'base64')), decipher.final()]).toString('utf8');
  }
}

function decodificaChiave(valore: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(valore) ? Buffer.from(valore, 'hex') : Buffer.from(valore, 'base64');
}

function chiaveDiSviluppo(file: string): Buffer {
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
  return decodificaChiave(readFileSync(file, 'utf8').trim());
}
