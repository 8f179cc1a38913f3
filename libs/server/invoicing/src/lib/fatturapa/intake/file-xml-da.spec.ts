import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firmaP7m, testZip, zipWithEntryName, type FormatoP7m } from '@registro/server-testing';
import { STANDARDS } from '../../../test/fatturapa-standards';
import { FileNonLeggibile } from './file-non-leggibile';
import { fileXmlDa, LIMITI_INTAKE } from './file-xml-da';

const ricevuta = (nome: string) => readFileSync(join(STANDARDS, 'fatturapa/ricevute', nome));
const FATTURA = '<?xml version="1.0" encoding="UTF-8"?><p:FatturaElettronica xmlns:p="urn:x" versione="FPR12"><Denominazione>Società Àlfa</Denominazione></p:FatturaElettronica>';

const motivo = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(FileNonLeggibile);
  return (e as Error).message;
};

describe('fileXmlDa: the XML documents of an upload', () => {
  it('unwraps the official signed sample in DER and in base64 to the same invoice, with the signer recorded', async () => {
    const [der] = await fileXmlDa('IT01234567890_FPR03.xml.p7m', ricevuta('IT01234567890_FPR03.xml.p7m'));
    const [base64] = await fileXmlDa('IT01234567890_FPR03.base64.xml.p7m', ricevuta('IT01234567890_FPR03.base64.xml.p7m'));
    expect(der.testo).toContain('FatturaElettronicaBody');
    expect(base64.testo).toBe(der.testo);
    expect(der.originale.equals(ricevuta('IT01234567890_FPR03.xml.p7m'))).toBe(true);
    expect(der.firma).toEqual({
      soggetto: 'CORATO SERGIO',
      codiceFiscale: 'CRTSRG74M18A459G',
      emittente: 'InfoCert Firma Qualificata 2',
      numeroSerie: '00996938',
      validoDal: '2018-10-25T10:00:49.000Z',
      validoAl: '2021-10-25T00:00:00.000Z',
    });
  });

  it.each<[FormatoP7m, 'rsa' | 'ec']>([
    ['der', 'rsa'],
    ['ber', 'rsa'],
    ['pem', 'rsa'],
    ['base64', 'rsa'],
    ['base64-righe', 'rsa'],
    ['der', 'ec'],
  ])('reads a .p7m written as %s with an %s key, and names its signer', async (formato, chiave) => {
    const [file] = await fileXmlDa('fattura.xml.p7m', firmaP7m(FATTURA, { formato, chiave }));
    expect(file.testo).toBe(FATTURA);
    expect(file.firma).toMatchObject({ soggetto: 'MARIO ROSSI', codiceFiscale: 'RSSMRA80A01H501U', emittente: 'MARIO ROSSI' });
  });

  it('reads UTF-8 with a BOM, ISO-8859-1 as declared and UTF-16, and says the declaration now reads UTF-8', async () => {
    const conBom = await fileXmlDa('a.xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(FATTURA)]));
    expect(conBom[0].testo).toBe(FATTURA);
    const latino = Buffer.from(FATTURA.replace('UTF-8', 'ISO-8859-1'), 'latin1');
    const [letto] = await fileXmlDa('b.xml', latino);
    expect(letto.testo).toContain('Società Àlfa');
    expect(letto.testo).toContain('encoding="UTF-8"');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(FATTURA, 'utf16le')]);
    expect((await fileXmlDa('c.xml', utf16))[0].testo).toBe(FATTURA);
  });

  it('warns, without refusing, when the declaration is missing or the bytes are not the UTF-8 they claim', async () => {
    const senza = await fileXmlDa('a.xml', Buffer.from('  <FatturaElettronica/>'));
    expect(senza[0].avvisi).toEqual(['Manca la dichiarazione XML iniziale']);
    const [falso] = await fileXmlDa('b.xml', Buffer.from(FATTURA.replace('Società', 'Societ\u00e0'), 'latin1'));
    expect(falso.testo).toContain('Società');
    expect(falso.avvisi).toContain('Il file non è in UTF-8 come dichiara: letto come ISO-8859-1');
  });

  it('reads every file of a zip, signed or not, skipping folders and the hidden files of desktop archivers', async () => {
    const zip = await testZip({
      'cartella/IT01234567890_FPR03.xml.p7m': ricevuta('IT01234567890_FPR03.xml.p7m'),
      'IT02780790107_11005.xml': ricevuta('IT02780790107_11005.xml'),
      '__MACOSX/._IT02780790107_11005.xml': 'x',
      '.DS_Store': 'x',
    });
    const files = await fileXmlDa('ricevute.zip', zip);
    expect(files.map((f) => [f.nome, !!f.firma])).toEqual([
      ['ricevute.zip/cartella/IT01234567890_FPR03.xml.p7m', true],
      ['ricevute.zip/IT02780790107_11005.xml', false],
    ]);
  });

  it('refuses, naming the file: bytes named .p7m that are no envelope, a zip in a zip, path traversal, a zip bomb, an oversized file', async () => {
    expect(await motivo(fileXmlDa('finta.xml.p7m', Buffer.from('%PDF-1.4 non firmato')))).toBe(
      'finta.xml.p7m: non è un file firmato .p7m leggibile (busta CAdES/CMS)',
    );
    expect(await motivo(fileXmlDa('dati.bin', Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01])))).toMatch(/^dati\.bin: non è un file XML né un file firmato/);
    expect(await motivo(fileXmlDa('firmato.p7m', firmaP7m('%PDF-1.4')))).toBe('firmato.p7m: il contenuto firmato non è un file XML');
    expect(await motivo(fileXmlDa('doppio.zip', await testZip({ 'dentro.zip': await testZip({ 'a.xml': FATTURA }) })))).toBe(
      'doppio.zip/dentro.zip: un archivio zip dentro un archivio zip non è ammesso',
    );
    expect(await motivo(fileXmlDa('fuga.zip', zipWithEntryName('../../etc/passwd')))).toMatch(/^fuga\.zip: (archivio danneggiato|il file non è un archivio zip)/);
    const bomba = await testZip({ 'zeri.xml': Buffer.alloc(5 * 1024 * 1024) });
    expect(await motivo(fileXmlDa('bomba.zip', bomba))).toBe('bomba.zip: rapporto di compressione sospetto per zeri.xml');
    expect(await motivo(fileXmlDa('grande.xml', Buffer.alloc(LIMITI_INTAKE.byteMassimiFile + 1, 0x20)))).toBe('grande.xml: supera 10 MB');
    expect(await motivo(fileXmlDa('vuoto.zip', await testZip({})))).toBe("vuoto.zip: l'archivio non contiene file");
  });
});
