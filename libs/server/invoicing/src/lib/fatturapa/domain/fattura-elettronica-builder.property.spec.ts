import Decimal from 'decimal.js';
import fc from 'fast-check';
import type { RigaDocumento } from '@registro/contracts';
import { officialVerifier } from '../../../test/fatturapa-standards';
import type { FatturaElettronicaVerifier } from '../fattura-elettronica-verifier';
import { datiFattura, documento, riga } from '../test/fatturapa-fixtures';
import type { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { buildFatturaElettronica } from './fattura-elettronica-builder';

jest.setTimeout(120_000);

const D = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP });
const round2 = (d: Decimal) => d.toDecimalPlaces(2, D.ROUND_HALF_UP);

/** Any invoice whose totals are computed as the server does gives an XML the XSD and the SDI checks accept. */
describe('buildFatturaElettronica (property)', () => {
  let validator: XmlSchemaValidator;
  let verifier: FatturaElettronicaVerifier;
  beforeAll(() => {
    ({ validator, verifier } = officialVerifier());
  });
  afterAll(() => validator.close());

  const lineaArb = fc.record({
    quantita: fc.integer({ min: 1, max: 50 }),
    moltiplicatore: fc.constantFrom(1, 2, 0.5),
    centesimi: fc.integer({ min: 1, max: 500_000 }),
    sconto: fc.integer({ min: 0, max: 60 }),
    iva: fc.constantFrom<[number, string | null]>([22, null], [10, null], [4, null], [0, 'N4'], [0, 'N1']),
  });

  it('every generated invoice passes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineaArb, { minLength: 1, maxLength: 6 }), fc.boolean(), async (linee, privato) => {
        const righe: RigaDocumento[] = linee.map((l, i) => {
          const prezzo = new D(l.centesimi).div(100);
          const totale = round2(new D(l.quantita).times(l.moltiplicatore).times(prezzo).times(new D(100).minus(l.sconto)).div(100));
          return riga({ descrizione: `PRESTAZIONE ${i + 1}`, quantita: l.quantita, moltiplicatore: l.moltiplicatore, prezzoUnitario: prezzo.toNumber(), sconto: l.sconto,
            totaleRiga: totale.toNumber(), aliquota: l.iva[0], natura: l.iva[1], idIva: l.iva[1] === 'N4' ? 4 : 1 });
        });
        const perAliquota = new Map<number, Decimal>();
        for (const r of righe) perAliquota.set(r.aliquota, (perAliquota.get(r.aliquota) ?? new D(0)).plus(r.totaleRiga));
        let imponibile = new D(0);
        let imposta = new D(0);
        for (const [aliquota, base] of perAliquota) {
          imponibile = imponibile.plus(base);
          imposta = imposta.plus(round2(base.times(aliquota).div(100)));
        }
        const doc = documento({
          righeDocumento: righe,
          totaleImponibileDocumento: imponibile.toNumber(),
          totaleImpostaDocumento: imposta.toNumber(),
          totaleDocumento: imponibile.plus(imposta).toNumber(),
          ...(privato ? { partitaIvaSoggetto: '', codiceFiscaleSoggetto: 'RSSMRA80A01H501U', nomeSoggetto: 'MARIO', cognomeRagioneSoggetto: 'ROSSI', codiceDestinatario: '' } : {}),
        });
        expect(await verifier.problemi(buildFatturaElettronica(datiFattura(doc)).xml)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
