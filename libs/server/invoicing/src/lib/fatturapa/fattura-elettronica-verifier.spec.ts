import { fatturaPaFile, officialVerifier } from '../../test/fatturapa-standards';
import type { FatturaElettronicaVerifier } from './fattura-elettronica-verifier';
import type { XmlSchemaValidator } from './xml/xml-schema-validator';

jest.setTimeout(60_000);

/** The official samples and the own/ negatives through the XSD and the offline SDI checks. */
describe('FatturaElettronicaVerifier: official samples and own negatives', () => {
  let validator: XmlSchemaValidator;
  let verifier: FatturaElettronicaVerifier;
  beforeAll(() => {
    ({ validator, verifier } = officialVerifier());
  });
  afterAll(() => validator.close());

  const codici = async (folder: 'samples' | 'own', name: string, caratteriDiControllo = false) =>
    (await verifier.problemi(fatturaPaFile(folder, name), { caratteriDiControllo })).map((p) => p.codice);

  it.each(['IT01234567890_FPA01.xml', 'IT01234567890_FPR01.xml', 'IT01234567890_FPR02.xml'])('the official sample %s passes XSD and SDI checks', async (name) => {
    expect(await codici('samples', name)).toEqual([]);
  });

  it('IT01234567890_HC001.xml (exempt healthcare N4 with bollo) passes', async () => {
    expect(await codici('own', 'IT01234567890_HC001.xml')).toEqual([]);
  });

  it('the official FPR03 is XSD-valid but its first body breaks 00422 (taxable 27.00 for lines of 25.00)', async () => {
    const problemi = await verifier.problemi(fatturaPaFile('samples', 'IT01234567890_FPR03.xml'), { caratteriDiControllo: false });
    expect(problemi).toEqual([
      { codice: '00422', messaggio: 'ImponibileImporto del riepilogo aliquota 22.00 non coerente (somma delle linee 25.00, indicato 27.00) (documento 1)' },
    ]);
  });

  it("the samples' demo recipient numbers (09876543210) fail the check characters: 00305 / 00306", async () => {
    expect(await codici('own', 'IT01234567890_HC001.xml', true)).toEqual(['00305']);
    expect(await codici('samples', 'IT01234567890_FPA01.xml', true)).toEqual(['00306']);
  });

  it.each([
    ['neg_aliquota_no_decimals.xml', 'XSD', /AliquotaIVA.*'0'/],
    ['neg_bollovirtuale_NO.xml', 'XSD', /BolloVirtuale.*'NO'/],
    ['neg_importobollo_no_decimals.xml', 'XSD', /ImportoBollo.*'2'/],
    ['neg_natura_generic_N2_passes_xsd_but_sdi_00445.xml', '00445', /Natura generica N2/],
    ['neg_numero_over_20_chars.xml', 'XSD', /Numero.*FATTURA-SANITARIA-2025-000001/],
  ])('refuses %s with %s', async (name, codice, testo) => {
    const problemi = await verifier.problemi(fatturaPaFile('own', name), { caratteriDiControllo: false });
    expect(problemi.length).toBeGreaterThan(0);
    expect(problemi.every((p) => p.codice === codice)).toBe(true);
    expect(problemi[0].messaggio).toMatch(testo);
  });

  it('refuses XXE and billion laughs as XML problems, without reading files', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><p>&x;</p>';
    const problemi = await verifier.problemi(xxe);
    expect(problemi.map((p) => p.codice)).toEqual(['XML']);
    expect(JSON.stringify(problemi)).not.toContain('root:');
  });
});
