import { STRUTTURA_PROVA, documentoSanitario } from '../../fatturapa/test/fatturapa-fixtures';
import { XmlSchemaValidator } from '../../fatturapa/xml/xml-schema-validator';
import { build730, type FatturaPaziente } from './spesa-730-builder';

jest.setTimeout(60_000);

const cifra = (cf: string) => `cifrato(${cf})`;

/** Invoice 12/2026 of 10 March in Rome (23:30 UTC on the 9th) and its credit note 3 of 20 March, issued from it. */
const fattura: FatturaPaziente = { documento: documentoSanitario({ id: 7 }), tipoDocumentoSdi: 'TD01', tracciato: true };
const notaCredito = (over: Parameters<typeof documentoSanitario>[0] = {}): FatturaPaziente => ({
  documento: documentoSanitario({
    id: 8,
    numeroDocumento: '3',
    dataDocumento: '2026-03-20T10:00:00.000Z',
    fatturaCollegata: { id: 7, numeroDocumento: '12/2026', dataDocumento: '2026-03-09T23:30:00.000Z' },
    ...over,
  }),
  tipoDocumentoSdi: 'TD04',
  tracciato: true,
});

/** A credit note to a patient is a refund the Sistema TS nets against the original expense. */
describe('build730: credit notes (refunds)', () => {
  let validator: XmlSchemaValidator;
  beforeAll(() => {
    validator = new XmlSchemaValidator();
  });
  afterAll(() => validator.close());

  it('sends the credit note with flagOperazione R and idRimborso naming the invoice (number and its Rome date), valid against 730_precompilata.xsd', async () => {
    const esito = build730({ struttura: STRUTTURA_PROVA, fatture: [fattura, notaCredito()], cifra });
    expect(esito.problemi).toEqual([]);
    const xml = esito.xml as string;
    const [originale, rimborso] = xml.split('<documentoSpesa>').slice(1);
    expect(originale).toContain('<flagOperazione>I</flagOperazione>');
    expect(originale).not.toContain('idRimborso');
    expect(rimborso).toMatch(
      new RegExp(
        [
          '<idSpesa>\\s*<pIva>12345678903</pIva>\\s*<dataEmissione>2026-03-20</dataEmissione>\\s*<numDocumentoFiscale>\\s*<dispositivo>1</dispositivo>\\s*<numDocumento>3</numDocumento>\\s*</numDocumentoFiscale>\\s*</idSpesa>',
          '<idRimborso>\\s*<pIva>12345678903</pIva>\\s*<dataEmissione>2026-03-10</dataEmissione>\\s*<numDocumentoFiscale>\\s*<dispositivo>1</dispositivo>\\s*<numDocumento>12/2026</numDocumento>\\s*</numDocumentoFiscale>\\s*</idRimborso>',
          '<dataPagamento>2026-03-20</dataPagamento>\\s*<flagOperazione>R</flagOperazione>',
        ].join('\\s*'),
      ),
    );
    // the refunded amounts are positive, as the file's importo must be
    expect(rimborso).toMatch(/<tipoSpesa>SR<\/tipoSpesa>\s*<importo>108.00<\/importo>/);
    expect(await validator.validate('sistemats', xml)).toMatchObject({ validated: true, errors: [] });
  });

  it('leaves out a credit note that names no invoice (made by hand), saying how to issue it', () => {
    const esito = build730({ struttura: STRUTTURA_PROVA, fatture: [fattura, notaCredito({ fatturaCollegata: undefined })], cifra });
    expect(esito.problemi).toEqual([]);
    expect(esito.xml).not.toContain('idRimborso');
    expect(esito.esclusi).toEqual([
      expect.objectContaining({
        id: 8,
        numeroDocumento: '3',
        motivo: 'nota di credito senza la fattura che rimborsa (il Sistema TS chiede il documento originale): emetterla dalla fattura con «Nota di credito»',
      }),
    ]);
  });

  it("leaves out a credit note whose invoice number the Sistema TS would refuse", () => {
    const esito = build730({ struttura: STRUTTURA_PROVA, fatture: [fattura, notaCredito({ fatturaCollegata: { id: 7, numeroDocumento: 'FT 12/2026', dataDocumento: '2026-03-09T23:30:00.000Z' } })], cifra });
    expect(esito.esclusi.map((e) => e.motivo)).toEqual(['numero della fattura rimborsata (FT 12/2026) non ammesso dal Sistema TS (1-20 caratteri tra lettere, cifre e _ . / \\ -)']);
  });
});
