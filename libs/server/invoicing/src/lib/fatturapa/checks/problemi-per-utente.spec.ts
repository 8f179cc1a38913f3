import { officialVerifier } from '../../../test/fatturapa-standards';
import { buildFatturaElettronica } from '../domain/fattura-elettronica-builder';
import type { FatturaElettronicaVerifier } from '../fattura-elettronica-verifier';
import { datiFattura, documento, riga } from '../test/fatturapa-fixtures';
import type { XmlSchemaValidator } from '../xml/xml-schema-validator';
import { NON_CONFORME, etichettaDi, posizioneAllaRiga, problemiPerUtente } from './problemi-per-utente';

jest.setTimeout(60_000);

/** The verifier's findings (official XSD, offline SDI checks) said in the editor's words. */
describe('problemiPerUtente', () => {
  let validator: XmlSchemaValidator;
  let verifier: FatturaElettronicaVerifier;
  beforeAll(() => {
    ({ validator, verifier } = officialVerifier());
  });
  afterAll(() => validator.close());

  const rifiuto = async (d: Parameters<typeof documento>[0]) => {
    const { xml } = buildFatturaElettronica(datiFattura(documento(d)));
    const trovati = await verifier.problemi(xml);
    return { trovati, perUtente: problemiPerUtente(xml, trovati) };
  };

  it("the issue's invoice without CAP: the XSD's CAP and Nazione errors become the recipient's address, no line number, no element", async () => {
    const { trovati, perUtente } = await rifiuto({ capSoggetto: '' });
    expect(trovati.map((p) => p.messaggio).join(' ')).toMatch(/riga \d+: elemento (CAP|Nazione)/);
    expect(perUtente.map((p) => p.messaggio)).toContain(`${NON_CONFORME}: CAP del destinatario`);
    expect(JSON.stringify(perUtente)).not.toMatch(/riga \d|elemento|CessionarioCommittente/);
  });

  it('a number over 20 characters is the Numero Documento; a line total that does not add up is its Riga', async () => {
    expect((await rifiuto({ numeroDocumento: '123456789012345678901' })).perUtente).toEqual([{ codice: 'XSD', messaggio: `${NON_CONFORME}: Numero Documento` }]);
    expect((await rifiuto({ righeDocumento: [riga(), riga({ totaleRiga: 90 })], totaleImponibileDocumento: 190, totaleImpostaDocumento: 41.8, totaleDocumento: 231.8 })).perUtente).toEqual([
      { codice: '00423', messaggio: 'Riga 2: il Totale Riga non corrisponde a Quantità, Prezzo Unitario e Sconto %' },
    ]);
  });

  it('a character outside Latin-1 is named by its field and line', async () => {
    const { perUtente } = await rifiuto({ righeDocumento: [riga(), riga({ descrizione: 'VISITA ✓' })], totaleImponibileDocumento: 200, totaleImpostaDocumento: 44, totaleDocumento: 244 });
    expect(perUtente.map((p) => p.messaggio)).toContain("Riga 2: Descrizione: carattere non ammesso nella fattura elettronica ('✓')");
  });

  it('finds the element open at a line of the pretty-printed XML', () => {
    const { xml } = buildFatturaElettronica(datiFattura(documento()));
    const linea = (tag: string, n = 1) => xml.split('\n').findIndex((l, i, all) => l.includes(`<${tag}>`) && all.slice(0, i + 1).filter((x) => x.includes(`<${tag}>`)).length === n) + 1;
    expect(etichettaDi(posizioneAllaRiga(xml, linea('CAP', 2)))).toBe('CAP del destinatario');
    expect(etichettaDi(posizioneAllaRiga(xml, linea('CAP', 1)))).toBe('CAP della Struttura');
    expect(etichettaDi(posizioneAllaRiga(xml, linea('PrezzoUnitario')))).toBe('Riga 1: Prezzo Unitario');
    expect(etichettaDi(posizioneAllaRiga(xml, 9999))).toBeNull();
  });
});
