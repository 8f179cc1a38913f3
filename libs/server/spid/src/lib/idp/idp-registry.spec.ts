import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testKeys } from '../../testing/test-keys';
import { TestIdp } from '../../testing/test-idp';
import { IdpRegistry } from './idp-registry';

describe('IdpRegistry (SPID_IDP_METADATA_DIR)', () => {
  const uno = new TestIdp(
    'https://uno.idp.invalid',
    testKeys('idp'),
    'Zeta IdP',
  );
  const due = new TestIdp(
    'https://due.idp.invalid',
    testKeys('estranea'),
    'Alfa IdP',
  );

  it('legge ogni file XML della cartella, anche un EntitiesDescriptor come il registro ufficiale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registro-idp-'));
    writeFileSync(join(dir, 'uno.xml'), uno.metadata());
    const entita = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${due.metadata()}</md:EntitiesDescriptor>`;
    writeFileSync(join(dir, 'registro.xml'), entita);
    writeFileSync(join(dir, 'leggimi.txt'), 'non metadata');
    const avvisi: string[] = [];
    writeFileSync(join(dir, 'rotto.xml'), '<md:EntityDescriptor');
    const registry = IdpRegistry.fromDir(dir, (m) => avvisi.push(m));
    expect(registry.list()).toEqual([
      { entityID: 'https://due.idp.invalid', name: 'Alfa IdP' },
      { entityID: 'https://uno.idp.invalid', name: 'Zeta IdP' },
    ]);
    expect(avvisi).toHaveLength(1);
    expect(avvisi[0]).toContain('rotto.xml');
    const idp = registry.find('https://uno.idp.invalid');
    expect(idp?.ssoPost).toBe('https://uno.idp.invalid/sso');
    expect(idp?.sloPost).toBe('https://uno.idp.invalid/slo');
    expect(idp?.certificati[0].replace(/\s/g, '')).toBe(
      testKeys('idp').certPem.replace(/\s/g, ''),
    );
  });

  it('rifiuta metadata con DOCTYPE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registro-idp-'));
    writeFileSync(
      join(dir, 'xxe.xml'),
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${uno.metadata()}`,
    );
    const avvisi: string[] = [];
    expect(IdpRegistry.fromDir(dir, (m) => avvisi.push(m)).list()).toEqual([]);
    expect(avvisi[0]).toContain('DOCTYPE');
  });

  it('cartella inesistente: nessun IdP e un avviso', () => {
    const avvisi: string[] = [];
    expect(
      IdpRegistry.fromDir('/non/esiste', (m) => avvisi.push(m)).list(),
    ).toEqual([]);
    expect(avvisi).toHaveLength(1);
  });
});
