import { Inject, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestError, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { openP12, CertificatoNonUtilizzabile, PasswordFirmaErrata, type FirmaCredentials } from './firma-credentials';

export const MESSAGGIO_PASSWORD_ERRATA = 'Password di firma errata';
export const MESSAGGIO_CERTIFICATO_ASSENTE =
  "Certificato di firma della struttura non configurato: l'amministratore deve installare sul server il file PKCS#12 della struttura (firma/struttura.p12 nella cartella di configurazione)";

/**
 * The facility's signing certificate: the PKCS#12 at FIRMA_P12_PATH (read at each signature, so
 * a renewed certificate needs no restart), default `<CONFIG_DIR>/firma/struttura.p12`. It is
 * opened with the password the user types; the password is never stored. Outside production the
 * demo seed puts a development certificate there when none is installed (development-certificate.ts).
 */
@Injectable()
export class FacilityCertificate {
  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  percorso(): string {
    return process.env['FIRMA_P12_PATH'] || join(this.config.configDir, 'firma', 'struttura.p12');
  }

  async open(password: string): Promise<FirmaCredentials> {
    let p12: Buffer;
    try {
      p12 = await readFile(this.percorso());
    } catch {
      throw new BadRequestError(MESSAGGIO_CERTIFICATO_ASSENTE);
    }
    try {
      return openP12(p12, password);
    } catch (e) {
      if (e instanceof PasswordFirmaErrata) throw new BadRequestError(MESSAGGIO_PASSWORD_ERRATA);
      if (e instanceof CertificatoNonUtilizzabile) throw new BadRequestError(`Certificato di firma della struttura non utilizzabile: ${e.message}`);
      throw e;
    }
  }
}
