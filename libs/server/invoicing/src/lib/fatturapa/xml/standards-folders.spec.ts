import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SISTEMATS_DIR, fatturaPaFile } from '../../../test/fatturapa-standards';
import { readIstatFolder } from '../../masterdata/istat/istat-files';
import { defaultIstatFolder } from '../../masterdata/seed/invoicing-seeder';
import { fatturaPaXsdFolder, sistemaTsCertificate, sistemaTsFolder } from './standards-folders';
import { XmlSchemaValidator } from './xml-schema-validator';

jest.setTimeout(60_000);

const VARIABILI = ['FATTURAPA_XSD_DIR', 'SISTEMATS_DIR', 'SISTEMATS_CERT', 'REFERENCE_DATA_DIR'];

/** The defaults of a clone, an image or a pod: no variable set, the repository's reference-data/. */
describe('the standards and ISTAT lists the product carries (no environment variable)', () => {
  const env = { ...process.env };
  let validator: XmlSchemaValidator;
  beforeAll(() => {
    for (const v of VARIABILI) delete process.env[v];
    validator = new XmlSchemaValidator();
  });
  afterAll(async () => {
    process.env = env;
    await validator.close();
  });

  it('default to the repository copy, which holds the files the loaders read', () => {
    expect(fatturaPaXsdFolder({})).toMatch(/reference-data\/fatturapa$/);
    for (const f of ['Schema_del_file_xml_FatturaPA_v1.2.2.local.xsd', 'xmldsig-core-schema.xsd']) expect(existsSync(join(fatturaPaXsdFolder({}), f))).toBe(true);
    expect(sistemaTsFolder({})).toMatch(/reference-data\/sistemats$/);
    expect(existsSync(join(sistemaTsFolder({}), '730_precompilata.xsd'))).toBe(true);
    expect(readFileSync(sistemaTsCertificate({}), 'utf8')).toContain('BEGIN CERTIFICATE');
    expect(defaultIstatFolder()).toMatch(/reference-data\/istat$/);
  });

  it('the variables still win', () => {
    expect(fatturaPaXsdFolder({ FATTURAPA_XSD_DIR: '/x/xsd' })).toBe('/x/xsd');
    expect(sistemaTsCertificate({ SISTEMATS_DIR: '/x/ts' })).toBe('/x/ts/SanitelCF.cer');
    expect(sistemaTsCertificate({ SISTEMATS_DIR: '/x/ts', SISTEMATS_CERT: '/y/c.pem' })).toBe('/y/c.pem');
  });

  it('the validator applies the carried FatturaPA XSD: a sample passes, a refused one names the element', async () => {
    expect(validator.hasSchema('fatturapa')).toBe(true);
    expect(await validator.validate('fatturapa', fatturaPaFile('samples', 'IT01234567890_FPA01.xml'))).toMatchObject({ validated: true, errors: [] });
    const rifiutata = await validator.validate('fatturapa', fatturaPaFile('own', 'neg_aliquota_no_decimals.xml'));
    expect(rifiutata.validated).toBe(true);
    expect(rifiutata.errors.join('\n')).toContain('elemento AliquotaIVA:');
  });

  it('the validator applies the carried 730 XSD', async () => {
    expect(validator.hasSchema('sistemats')).toBe(true);
    const r = await validator.validate('sistemats', readFileSync(join(SISTEMATS_DIR, 'samples', 'medico.xml'), 'utf8'));
    expect(r).toMatchObject({ validated: true, errors: [] });
  });

  it("the ISTAT folder gives Napoli's comuni with their CAPs", async () => {
    const { province, comuni } = await readIstatFolder(defaultIstatFolder());
    expect(province.find((p) => p.sigla === 'NA')?.provincia).toBe('Napoli');
    const napoli = comuni.filter((c) => c.siglaProvincia === 'NA');
    expect(napoli.length).toBeGreaterThan(80);
    expect(napoli.find((c) => c.comune === 'Napoli')?.caps.length).toBeGreaterThan(1);
  });
});
