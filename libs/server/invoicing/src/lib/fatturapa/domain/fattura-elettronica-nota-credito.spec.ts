import { officialVerifier } from '../../../test/fatturapa-standards';
import type { FatturaElettronicaVerifier } from '../fattura-elettronica-verifier';
import { datiFattura, documento, documentoSanitario } from '../test/fatturapa-fixtures';
import type { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { buildFatturaElettronica, isDestinatarioPrivato } from './fattura-elettronica-builder';

jest.setTimeout(60_000);

/** A credit note issued from an invoice (POST documenti/{id}/notacredito): TD04 naming the invoice, against the real XSD and SDI checks. */
describe('buildFatturaElettronica of a credit note', () => {
  let validator: XmlSchemaValidator;
  let verifier: FatturaElettronicaVerifier;
  beforeAll(() => {
    ({ validator, verifier } = officialVerifier());
  });
  afterAll(() => validator.close());

  // the invoice 12/2026 of 31 March 2026 in Italy (22:30 UTC: already 1 April in Rome)
  const fatturaCollegata = { id: 7, numeroDocumento: '12/2026', dataDocumento: '2026-03-31T22:30:00.000Z' };

  it('a company credit note: TD04, DatiFattureCollegate with the invoice number and its Rome date, positive amounts, valid', async () => {
    const nota = documento({ id: 8, numeroDocumento: '3', dataDocumento: '2026-04-10T09:00:00.000Z', fatturaCollegata });
    const { xml } = buildFatturaElettronica(datiFattura(nota, { tipoDocumentoSdi: 'TD04' }));
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toMatch(
      /<\/DatiGeneraliDocumento>\s*<DatiFattureCollegate>\s*<IdDocumento>12\/2026<\/IdDocumento>\s*<Data>2026-04-01<\/Data>\s*<\/DatiFattureCollegate>\s*<\/DatiGenerali>/,
    );
    expect(xml).toContain('<ImportoTotaleDocumento>122.00</ImportoTotaleDocumento>');
    expect(xml).toContain('<PrezzoTotale>100.00</PrezzoTotale>');
    expect(await verifier.problemi(xml)).toEqual([]);
    expect(isDestinatarioPrivato(nota)).toBe(false);
  });

  it("a patient's credit note (exempt N4, stamp): valid, and private like the patient's invoice (never for the SDI)", async () => {
    const nota = documentoSanitario({ id: 9, numeroDocumento: '4', dataDocumento: '2026-04-10T09:00:00.000Z', fatturaCollegata });
    const { xml } = buildFatturaElettronica(datiFattura(nota, { tipoDocumentoSdi: 'TD04' }));
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain('<IdDocumento>12/2026</IdDocumento>');
    expect(xml).toContain('<Natura>N4</Natura>');
    expect(await verifier.problemi(xml)).toEqual([]);
    expect(isDestinatarioPrivato(nota)).toBe(true);
  });

  it('an invoice names no other document', () => {
    expect(buildFatturaElettronica(datiFattura(documento())).xml).not.toContain('DatiFattureCollegate');
  });

  it('a linked invoice number longer than IdDocumento allows is cut to 20 characters, still valid', async () => {
    const lungo = { ...fatturaCollegata, numeroDocumento: 'FATTURA-NUMERO-123456789/2026' };
    const { xml } = buildFatturaElettronica(datiFattura(documento({ fatturaCollegata: lungo }), { tipoDocumentoSdi: 'TD04' }));
    expect(xml).toContain('<IdDocumento>FATTURA-NUMERO-12345</IdDocumento>');
    expect(await verifier.problemi(xml)).toEqual([]);
  });
});
