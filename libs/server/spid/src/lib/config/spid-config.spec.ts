import {
  createPrivateKey,
  createPublicKey,
  X509Certificate,
} from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_IDP_METADATA_DIR, loadSpidConfig } from './spid-config';

describe('loadSpidConfig', () => {
  it('valori predefiniti di sviluppo: entity id, ACS, SLO da PUBLIC_URL; chiavi RSA 3072 generate al primo avvio e riusate', () => {
    const SPID_DATA_DIR = mkdtempSync(join(tmpdir(), 'registro-spid-config-'));
    const config = loadSpidConfig({ SPID_DATA_DIR, NODE_ENV: 'development' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.entityId).toBe('http://localhost:3000/api/spid/metadata');
    expect(config.acsUrl).toBe('http://localhost:3000/api/spid/acs');
    expect(config.sloUrl).toBe('http://localhost:3000/api/spid/logout');
    expect(config.idpMetadataDir).toMatch(
      new RegExp(`${DEFAULT_IDP_METADATA_DIR}$`),
    );
    expect(config.testIdp).toBe(true);
    expect(
      createPublicKey(config.keyPem).asymmetricKeyDetails?.modulusLength,
    ).toBe(3072);
    const cert = new X509Certificate(config.certPem);
    expect(cert.subject).toContain(
      'CN=http://localhost:3000/api/spid/metadata',
    );
    expect(cert.checkPrivateKey(createPrivateKey(config.keyPem))).toBe(true);
    const ancora = loadSpidConfig({ SPID_DATA_DIR, NODE_ENV: 'development' });
    expect(ancora.certPem).toBe(config.certPem);
  });

  it("PUBLIC_URL e SPID_ENTITY_ID dall'ambiente; IdP di test spento in produzione", () => {
    const SPID_DATA_DIR = join(tmpdir(), 'registro-spid-test-keys', 'config');
    const config = loadSpidConfig({
      SPID_DATA_DIR,
      PUBLIC_URL: 'https://registro.example.it/',
      SPID_ENTITY_ID: 'https://registro.example.it/spid',
      NODE_ENV: 'production',
    });
    expect(config.acsUrl).toBe('https://registro.example.it/api/spid/acs');
    expect(config.entityId).toBe('https://registro.example.it/spid');
    expect(config.testIdp).toBe(false);
  });
});
