import { fatturaPaFile } from '../../../test/fatturapa-standards';
import { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';
import { checkFatturaPa } from './sdi-checker';

jest.setTimeout(60_000);

/** The offline SDI rules, each on a variant of the healthcare sample (parsed without the XSD). */
describe('checkFatturaPa', () => {
  const validator = new XmlSchemaValidator();
  afterAll(() => validator.close());
  const base = fatturaPaFile('own', 'IT01234567890_HC001.xml').replace('<IdCodice>09876543210</IdCodice>', '<IdCodice>12345678903</IdCodice>');
  const check = async (xml: string) => {
    const { tree } = await validator.validate('fatturapa', xml);
    return checkFatturaPa(xml, tree);
  };

  it('the base is clean', async () => {
    expect(await check(base)).toEqual([]);
  });

  it.each([
    ['00423', '<PrezzoTotale>120.00</PrezzoTotale>', '<PrezzoTotale>119.00</PrezzoTotale>', 'PrezzoTotale della linea 1 non coerente (3.00 × 40.00 = 120.00, indicato 119.00)'],
    ['00422', '<ImponibileImporto>120.00</ImponibileImporto>', '<ImponibileImporto>130.00</ImponibileImporto>', 'ImponibileImporto del riepilogo aliquota 0.00 natura N4 non coerente'],
    ['00400', '<AliquotaIVA>0.00</AliquotaIVA>\n        <Natura>N4</Natura>\n      </DettaglioLinee>', '<AliquotaIVA>0.00</AliquotaIVA>\n      </DettaglioLinee>', 'la linea 1 ha AliquotaIVA 0.00 senza Natura'],
    ['00428', '<FormatoTrasmissione>FPR12</FormatoTrasmissione>', '<FormatoTrasmissione>FPA12</FormatoTrasmissione>', 'FormatoTrasmissione FPA12'],
    ['00425', '<Numero>1/2025</Numero>', '<Numero>A/B</Numero>', 'Numero A/B senza caratteri numerici'],
    ['BOLLO', '<ImportoBollo>2.00</ImportoBollo>', '<ImportoBollo>1.00</ImportoBollo>', 'ImportoBollo 1.00 diverso da 2.00'],
    ['NORMA', '<RiferimentoNormativo>Esente art. 10 c.1 n.18 DPR 633/72</RiferimentoNormativo>', '', 'senza RiferimentoNormativo'],
    ['TOTALE', '<ImportoTotaleDocumento>122.00</ImportoTotaleDocumento>', '<ImportoTotaleDocumento>124.00</ImportoTotaleDocumento>', 'ImportoTotaleDocumento 124.00'],
    ['00305', '<IdCodice>12345678903</IdCodice>', '<IdCodice>12345678900</IdCodice>', 'partita IVA del cessionario/committente 12345678900'],
    ['XML', 'VISITA MEDICA DEL LAVORO', 'VISITA MEDICA € LAVORO', "carattere non Latin-1 '€'"],
  ])('%s', async (codice, da, a, messaggio) => {
    expect(base).toContain(da);
    const problemi = await check(base.replace(da, a));
    expect(problemi).toContainEqual({ codice, messaggio: expect.stringContaining(messaggio) });
  });

  it('00421: Imposta not taxable × rate', async () => {
    const xml = base
      .replace('<AliquotaIVA>0.00</AliquotaIVA>\n        <Natura>N4</Natura>\n      </DettaglioLinee>', '<AliquotaIVA>22.00</AliquotaIVA>\n      </DettaglioLinee>')
      .replace('<AliquotaIVA>0.00</AliquotaIVA>\n        <Natura>N4</Natura>\n        <ImponibileImporto>120.00</ImponibileImporto>\n        <Imposta>0.00</Imposta>\n        <RiferimentoNormativo>Esente art. 10 c.1 n.18 DPR 633/72</RiferimentoNormativo>', '<AliquotaIVA>22.00</AliquotaIVA>\n        <ImponibileImporto>120.00</ImponibileImporto>\n        <Imposta>26.00</Imposta>');
    const problemi = await check(xml);
    expect(problemi).toContainEqual({ codice: '00421', messaggio: 'Imposta del riepilogo aliquota 22.00 non coerente (120.00 × 22.00% = 26.40, indicata 26.00)' });
  });

  it('a discount: PrezzoTotale = quantity × price less the percent', async () => {
    const xml = base.replace('<PrezzoUnitario>40.00</PrezzoUnitario>\n        <PrezzoTotale>120.00</PrezzoTotale>', '<PrezzoUnitario>50.00</PrezzoUnitario>\n        <ScontoMaggiorazione><Tipo>SC</Tipo><Percentuale>20.00</Percentuale></ScontoMaggiorazione>\n        <PrezzoTotale>120.00</PrezzoTotale>');
    expect(await check(xml)).toEqual([]);
  });

  it('a BOM is refused', async () => {
    expect((await check('\uFEFF' + base)).map((p) => p.codice)).toContain('XML');
  });

  it('check characters', () => {
    expect(partitaIvaValida('12345678903')).toBe(true);
    expect(partitaIvaValida('01234567890')).toBe(false);
    expect(codiceFiscaleValido('RSSMRA80A01H501U')).toBe(true);
    expect(codiceFiscaleValido('RSSMRA80A01H501X')).toBe(false);
    expect(codiceFiscaleValido('RSSMRA80A01H50MU')).toBe(false);
  });
});
