import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { keyPairInDir } from './openssl-keys';

/** The organisation that runs the service provider, as published in the metadata (in Italian). */
export interface SpOrganization {
  nome: string;
  nomeVisualizzato: string;
  url: string;
  /** public administrations publish their IPA code, private ones their VAT number */
  codiceIpa?: string;
  partitaIva?: string;
  emailContatto: string;
  telefonoContatto?: string;
}

export interface SpidConfig {
  publicUrl: string;
  entityId: string;
  /** AssertionConsumerService index 0 (HTTP-POST) */
  acsUrl: string;
  /** SingleLogoutService (HTTP-POST): IdP logout requests and responses */
  sloUrl: string;
  keyPem: string;
  certPem: string;
  nomeServizio: string;
  organizzazione: SpOrganization;
  /** folder of IdP metadata XML files */
  idpMetadataDir: string;
  /** folder where development keys (SP and test IdP) are generated at first start */
  dataDir: string;
  /** offer the development test IdP (off when NODE_ENV=production unless SPID_TEST_IDP=true) */
  testIdp: boolean;
  /** accepted clock difference with the IdP, seconds */
  tolleranzaOrologioSecondi: number;
  /** how long an AuthnRequest waits for its response, seconds */
  durataRichiestaSecondi: number;
}

/** The shipped folder of IdP metadata (resolved from the repository root, where the server runs). */
export const DEFAULT_IDP_METADATA_DIR = 'libs/server/spid/src/idp-metadata';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Reads the SPID service provider configuration from the environment. Without SPID_KEY_FILE and
 * SPID_CERT_FILE a development key and self-signed certificate are generated (openssl) in
 * SPID_DATA_DIR at first start and reused afterwards.
 */
export function loadSpidConfig(
  env: NodeJS.ProcessEnv = process.env,
): SpidConfig {
  const publicUrl = withoutTrailingSlash(
    env['PUBLIC_URL'] || `http://localhost:${env['PORT'] || 3000}`,
  );
  const entityId = env['SPID_ENTITY_ID'] || `${publicUrl}/api/spid/metadata`;
  const dataDir = resolve(env['SPID_DATA_DIR'] || '.data/spid');
  const organizzazione: SpOrganization = {
    nome: env['SPID_ORG_NAME'] || 'Registro',
    nomeVisualizzato:
      env['SPID_ORG_DISPLAY_NAME'] || env['SPID_ORG_NAME'] || 'Registro',
    url: env['SPID_ORG_URL'] || publicUrl,
    codiceIpa: env['SPID_IPA_CODE'] || undefined,
    partitaIva: env['SPID_IPA_CODE']
      ? env['SPID_VAT_NUMBER'] || undefined
      : env['SPID_VAT_NUMBER'] || 'IT12345678901',
    emailContatto: env['SPID_CONTACT_EMAIL'] || 'spid@registro.invalid',
    telefonoContatto: env['SPID_CONTACT_PHONE'] || undefined,
  };
  const keyFile = env['SPID_KEY_FILE'];
  const certFile = env['SPID_CERT_FILE'];
  const chiavi =
    keyFile && certFile
      ? {
          keyPem: readFileSync(keyFile, 'utf8'),
          certPem: readFileSync(certFile, 'utf8'),
        }
      : keyPairInDir(join(dataDir, 'sp'), {
          commonName: entityId,
          organizationName: organizzazione.nome,
          organizationIdentifier: organizzazione.codiceIpa
            ? `PA:IT-${organizzazione.codiceIpa}`
            : `VAT${organizzazione.partitaIva}`,
          policies: [
            '1.3.76.16.6',
            organizzazione.codiceIpa ? '1.3.76.16.4.2.1' : '1.3.76.16.4.3.1',
          ],
        });
  const testIdpEnv = env['SPID_TEST_IDP'];
  return {
    publicUrl,
    entityId,
    acsUrl: `${publicUrl}/api/spid/acs`,
    sloUrl: `${publicUrl}/api/spid/logout`,
    keyPem: chiavi.keyPem,
    certPem: chiavi.certPem,
    nomeServizio: env['SPID_SERVICE_NAME'] || 'Registro',
    organizzazione,
    idpMetadataDir: resolve(
      env['SPID_IDP_METADATA_DIR'] || DEFAULT_IDP_METADATA_DIR,
    ),
    dataDir,
    testIdp: testIdpEnv
      ? testIdpEnv === 'true'
      : env['NODE_ENV'] !== 'production',
    tolleranzaOrologioSecondi: 60,
    durataRichiestaSecondi: 15 * 60,
  };
}
