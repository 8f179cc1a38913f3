import { Inject, Injectable, Logger } from '@nestjs/common';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as forge from 'node-forge';
import { REGISTRO_CONFIG, ambienteDiSviluppo, type RegistroConfig } from '@registro/server-platform';
import { FacilityCertificate } from './facility-certificate';

/** The subject of the development certificate: whoever opens a PDF signed with it reads that it is not valid. */
export const CN_CERTIFICATO_SVILUPPO = 'Registro — certificato di sviluppo, non valido';
const ORGANIZZAZIONE_SVILUPPO = 'Registro (sviluppo)';
const VALIDITA_ANNI = 10;

/**
 * A self-signed RSA certificate for the demo as a PKCS#12 opened with `password`: the key pair
 * from node:crypto, the certificate and the file built with node-forge (the library that opens it
 * when signing, see firma-credentials.ts).
 */
export function developmentP12(password: string, adesso = new Date()): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const chiave = forge.pki.privateKeyFromPem(privateKey);
  const certificato = forge.pki.createCertificate();
  certificato.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // whole bytes of hex (the signature's CMS copies it), positive: a first byte below 0x80
  certificato.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificato.validity.notBefore = new Date(adesso.getTime() - 60_000);
  certificato.validity.notAfter = new Date(adesso.getTime());
  certificato.validity.notAfter.setFullYear(adesso.getFullYear() + VALIDITA_ANNI);
  // forge encodes a UTF8String value itself
  const utf8 = (name: string, value: string) => ({ name, value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const soggetto = [{ name: 'countryName', value: 'IT' }, utf8('organizationName', ORGANIZZAZIONE_SVILUPPO), utf8('commonName', CN_CERTIFICATO_SVILUPPO)];
  certificato.setSubject(soggetto);
  certificato.setIssuer(soggetto);
  certificato.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
  ]);
  certificato.sign(chiave, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(chiave, [certificato], password, { algorithm: '3des', friendlyName: CN_CERTIFICATO_SVILUPPO });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

export type EsitoCertificatoSviluppo = 'creato' | 'presente' | 'produzione';

/**
 * Demo seed: outside production (NODE_ENV=production) and only where no facility certificate is
 * installed, writes a development certificate there, opened with the demo users' password, so
 * signing works in the demo. An installed certificate is never replaced; production gets none.
 */
@Injectable()
export class DevelopmentCertificateSeeder {
  private readonly logger = new Logger('DevelopmentCertificateSeeder');

  constructor(
    private readonly certificato: FacilityCertificate,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
  ) {}

  async run(): Promise<EsitoCertificatoSviluppo> {
    if (!ambienteDiSviluppo()) return 'produzione';
    const percorso = this.certificato.percorso();
    if (await stat(percorso).then(() => true, () => false)) return 'presente';
    await mkdir(dirname(percorso), { recursive: true, mode: 0o700 });
    // written aside and renamed into place: the api never reads half a file
    const provvisorio = `${percorso}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(provvisorio, developmentP12(this.config.adminPassword), { mode: 0o600 });
    await rename(provvisorio, percorso);
    this.logger.log(`Certificato di firma di sviluppo (non valido) creato in ${percorso}: la password di firma è quella degli utenti demo`);
    return 'creato';
  }
}
