import { officialVerifier } from '../../../test/fatturapa-standards';
import type { FatturaElettronicaVerifier } from '../fattura-elettronica-verifier';
import { datiFattura, documento, documentoSanitario, riga } from '../test/fatturapa-fixtures';
import type { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { buildFatturaElettronica, nomeFileFatturaElettronica } from './fattura-elettronica-builder';

jest.setTimeout(60_000);

/** The builder's output for each kind of invoice passes the XSD and every offline SDI check. */
describe('buildFatturaElettronica', () => {
  let validator: XmlSchemaValidator;
  let verifier: FatturaElettronicaVerifier;
  beforeAll(() => {
    ({ validator, verifier } = officialVerifier());
  });
  afterAll(() => validator.close());

  it('a company invoice: FPR12, UTF-8 without BOM, valid', async () => {
    const { xml, formato, nomeFile } = buildFatturaElettronica(datiFattura(documento()));
    expect(formato).toBe('FPR12');
    expect(nomeFile).toBe('12-2026_10-03-2026.xml');
    expect(xml.charCodeAt(0)).toBe('<'.charCodeAt(0));
    expect(xml).toContain('<p:FatturaElettronica versione="FPR12"');
    expect(xml).toContain('<IdTrasmittente>\n        <IdPaese>IT</IdPaese>\n        <IdCodice>12345678903</IdCodice>');
    expect(xml).toContain('<Data>2026-03-10</Data>');
    expect(xml).toContain('<ModalitaPagamento>MP05</ModalitaPagamento>');
    expect(xml).not.toContain('PECDestinatario');
    expect(await verifier.problemi(xml)).toEqual([]);
  });

  it('a public body (6-character code): FPA12, valid', async () => {
    const { xml, formato } = buildFatturaElettronica(datiFattura(documento({ codiceDestinatario: 'UFABCD', partitaIvaSoggetto: '', codiceFiscaleSoggetto: '01234567897', cognomeRagioneSoggetto: 'AZIENDA SANITARIA' })));
    expect(formato).toBe('FPA12');
    expect(xml).toContain('<CodiceDestinatario>UFABCD</CodiceDestinatario>');
    expect(await verifier.problemi(xml)).toEqual([]);
  });

  it('an exempt healthcare invoice to a patient with bollo: N4 + RiferimentoNormativo, discount, DatiBollo, valid', async () => {
    const { xml } = buildFatturaElettronica(datiFattura(documentoSanitario()));
    expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xml).toContain('<DatiBollo>\n          <BolloVirtuale>SI</BolloVirtuale>\n          <ImportoBollo>2.00</ImportoBollo>');
    expect(xml).toContain('<ScontoMaggiorazione>\n          <Tipo>SC</Tipo>\n          <Percentuale>10.00</Percentuale>');
    expect(xml).toContain('<Natura>N4</Natura>');
    expect(xml).toContain('<RiferimentoNormativo>Esente art. 10 c.1 n.18 DPR 633/72</RiferimentoNormativo>');
    expect(xml).toContain('<Nome>MARIO</Nome>\n          <Cognome>ROSSI</Cognome>');
    expect(xml.match(/<DettaglioLinee>/g)).toHaveLength(2);
    expect(await verifier.problemi(xml)).toEqual([]);
  });

  it('a credit note stored with negative amounts: TD04 with positive amounts, valid', async () => {
    const nota = documento({
      totaleImponibileDocumento: -100, totaleImpostaDocumento: -22, totaleDocumento: -122,
      righeDocumento: [riga({ quantita: 1, prezzoUnitario: -100, totaleRiga: -100 })],
    });
    const { xml } = buildFatturaElettronica(datiFattura(nota, { tipoDocumentoSdi: 'TD04' }));
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain('<ImportoTotaleDocumento>122.00</ImportoTotaleDocumento>');
    expect(await verifier.problemi(xml)).toEqual([]);
  });

  it('a line total altered in the stored document: 00423', async () => {
    const alterato = documento({ righeDocumento: [riga(), riga({ descrizione: 'SECONDA', totaleRiga: 90 })], totaleImponibileDocumento: 190, totaleImpostaDocumento: 41.8, totaleDocumento: 231.8 });
    const problemi = await verifier.problemi(buildFatturaElettronica(datiFattura(alterato)).xml);
    expect(problemi).toEqual([{ codice: '00423', messaggio: 'PrezzoTotale della linea 2 non coerente (1.00 × 100.00 = 100.00, indicato 90.00)' }]);
  });

  it('multipliers become the quantity; prices keep up to 8 decimals', async () => {
    const d = documento({ righeDocumento: [riga({ quantita: 2, moltiplicatore: 1.5, prezzoUnitario: 33.333, totaleRiga: 100 })] });
    const { xml } = buildFatturaElettronica(datiFattura(d));
    expect(xml).toContain('<Quantita>3.00</Quantita>');
    expect(xml).toContain('<PrezzoUnitario>33.333</PrezzoUnitario>');
    expect(await verifier.problemi(xml)).toEqual([]);
  });

  it('the file name', () => {
    expect(nomeFileFatturaElettronica({ numeroDocumento: 'A5', dataDocumento: '2026-01-31T10:00:00Z' })).toBe('A5_31-01-2026.xml');
  });
});
