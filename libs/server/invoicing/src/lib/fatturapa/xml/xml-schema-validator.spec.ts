import { FATTURAPA_XSD_DIR, SISTEMATS_DIR, fatturaPaFile, fatturaPaFiles } from '../../../test/fatturapa-standards';
import { XmlSchemaValidator } from './xml-schema-validator';
import fc from 'fast-check';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(60_000);

describe('XmlSchemaValidator (libxml2-wasm in a worker thread)', () => {
  let validator: XmlSchemaValidator;
  const env = { ...process.env };
  beforeAll(() => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    process.env['SISTEMATS_DIR'] = SISTEMATS_DIR;
    validator = new XmlSchemaValidator();
  });
  afterAll(async () => {
    process.env = env;
    await validator.close();
  });

  it.each(fatturaPaFiles('samples'))('the official sample %s is valid against the FatturaPA 1.2.2 XSD', async (name) => {
    const r = await validator.validate('fatturapa', fatturaPaFile('samples', name));
    expect(r).toMatchObject({ wellFormed: true, validated: true, errors: [] });
    expect(r.tree?.name).toBe('FatturaElettronica');
  });

  it('parses the tree with attributes, text and lines', async () => {
    const r = await validator.validate('fatturapa', fatturaPaFile('own', 'IT01234567890_HC001.xml'));
    expect(r.errors).toEqual([]);
    expect(r.tree?.attrs['versione']).toBe('FPR12');
    expect(r.tree?.children.map((c) => c.name)).toEqual(['FatturaElettronicaHeader', 'FatturaElettronicaBody']);
  });

  it.each([
    ['neg_aliquota_no_decimals.xml', 'AliquotaIVA'],
    ['neg_bollovirtuale_NO.xml', 'BolloVirtuale'],
    ['neg_importobollo_no_decimals.xml', 'ImportoBollo'],
    ['neg_numero_over_20_chars.xml', 'Numero'],
  ])('the XSD refuses %s (%s)', async (name, element) => {
    const r = await validator.validate('fatturapa', fatturaPaFile('own', name));
    expect(r.validated).toBe(true);
    expect(r.errors.join('\n')).toContain(`elemento ${element}:`);
  });

  it.each(readdirSync(join(SISTEMATS_DIR, 'samples')))('the Sistema TS sample %s is valid against 730_precompilata.xsd', async (name) => {
    const r = await validator.validate('sistemats', readFileSync(join(SISTEMATS_DIR, 'samples', name), 'utf8'));
    expect(r).toMatchObject({ wellFormed: true, validated: true, errors: [] });
  });

  it('refuses an external entity (XXE) without reading the file', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><p>&x;</p>';
    const r = await validator.validate('fatturapa', xxe);
    expect(r.wellFormed).toBe(false);
    expect(JSON.stringify(r)).not.toContain('root:');
  });

  it('refuses the billion laughs', async () => {
    const lol = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]><l>&h;</l>';
    const r = await validator.validate('fatturapa', lol);
    expect(r).toMatchObject({ wellFormed: false, tree: null });
  });

  it('reports a document that is not XML, and keeps working after it', async () => {
    const r = await validator.validate('fatturapa', '<a><b></a>');
    expect(r.wellFormed).toBe(false);
    expect(r.errors[0]).toMatch(/^XML non ben formato/);
    const ok = await validator.validate('fatturapa', fatturaPaFile('samples', 'IT01234567890_FPR01.xml'));
    expect(ok.errors).toEqual([]);
  });

  it('without the XSD folder still parses the document (the SDI checks run) and does not validate', async () => {
    process.env['FATTURAPA_XSD_DIR'] = '/nonexistent';
    const senza = new XmlSchemaValidator();
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    try {
      const r = await senza.validate('fatturapa', fatturaPaFile('own', 'neg_aliquota_no_decimals.xml'));
      expect(r).toMatchObject({ wellFormed: true, validated: false, errors: [] });
      expect(r.tree?.name).toBe('FatturaElettronica');
    } finally {
      await senza.close();
    }
  });

  it('with only the official XSD (W3C xmldsig URL) the import is served from the local copy, never the network', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'registro-xsd-'));
    for (const f of ['Schema_del_file_xml_FatturaPA_v1.2.2.xsd', 'xmldsig-core-schema.xsd']) copyFileSync(join(FATTURAPA_XSD_DIR, f), join(dir, f));
    process.env['FATTURAPA_XSD_DIR'] = dir;
    const ufficiale = new XmlSchemaValidator();
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    try {
      expect(await ufficiale.validate('fatturapa', fatturaPaFile('samples', 'IT01234567890_FPA01.xml'))).toMatchObject({ validated: true, errors: [] });
      expect((await ufficiale.validate('fatturapa', fatturaPaFile('own', 'neg_bollovirtuale_NO.xml'))).errors).toHaveLength(1);
    } finally {
      await ufficiale.close();
    }
  });

  it('any input gets an answer, never a crash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string().map((s) => `<p:FatturaElettronica xmlns:p="x">${s}</p:FatturaElettronica>`)), async (xml) => {
        const r = await validator.validate('fatturapa', xml);
        expect(Array.isArray(r.errors)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('a validation cut short (worker stopped) is a 503 with an Italian messaggio, and the next one starts a new worker', async () => {
    const freddo = new XmlSchemaValidator();
    try {
      // a new worker is still loading libxml2 (about 100 ms) when it is stopped
      const inCorso = freddo.validate('fatturapa', fatturaPaFile('samples', 'IT01234567890_FPR03.xml'));
      await freddo.close();
      await expect(inCorso).rejects.toMatchObject({ messaggio: 'Validazione XML interrotta: riprovare più tardi' });
      await expect(inCorso).rejects.toHaveProperty('getStatus');
      expect((await freddo.validate('fatturapa', fatturaPaFile('samples', 'IT01234567890_FPR01.xml'))).errors).toEqual([]);
    } finally {
      await freddo.close();
    }
  });
});
