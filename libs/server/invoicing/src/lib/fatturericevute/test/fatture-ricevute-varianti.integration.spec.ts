import type { EsitoImportazioneFattureRicevute, FatturaRicevuta } from '@registro/contracts';
import { bearer, billionLaughs, createTestApp, externalEntity, firmaP7m, testZip, zipWithEntryName, type FormatoP7m, type TestApp } from '@registro/server-testing';
import { rebuildProjection, type Projection } from '@registro/server-event-store';
import { FATTURAPA_XSD_DIR } from '../../../test/fatturapa-standards';
import { fattureRicevuteProjection } from '../projections/fatture-ricevute.projection';
import { FATTURA_SEMPLIFICATA, standard, variante } from './fatture-ricevute-samples';

jest.setTimeout(180_000);

const FPR01 = standard('samples', 'IT01234567890_FPR01.xml').toString('utf8');
const PERSONA = standard('ricevute', 'ITBNCMRA80A01D548T_20001.xml').toString('utf8').replace(/^\uFEFF/, '');

/**
 * How real supplier files vary, generated here from the official samples, and hostile uploads: each
 * through POST fatturericevute/importa with the outcome a user reads.
 */
describe('received invoices: encodings, signatures, archives, hostile uploads and supplier matching (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await t?.close();
  });

  const importa = (files: [string, Buffer | string][]) => {
    let req = t.http.post('/api/fatturericevute/importa').set(bearer(admin));
    for (const [nome, contenuto] of files) req = req.attach('file', Buffer.isBuffer(contenuto) ? contenuto : Buffer.from(contenuto), nome);
    return req;
  };
  const esito = (res: { body: { data: EsitoImportazioneFattureRicevute } }) => res.body.data;
  const leggi = async (id: number): Promise<FatturaRicevuta> => (await t.http.get(`/api/fatturericevute/${id}`).set(bearer(admin))).body.data;

  it.each<[FormatoP7m, string]>([
    ['der', 'P7M-DER'],
    ['ber', 'P7M-BER'],
    ['pem', 'P7M-PEM'],
    ['base64', 'P7M-B64'],
    ['base64-righe', 'P7M-B64R'],
  ])('imports a .xml.p7m signed by openssl cms -sign as %s, recording the signer', async (formato, numero) => {
    const res = await importa([[`IT01234567890_${numero}.xml.p7m`, firmaP7m(variante(FPR01, numero), { formato })]]);
    expect(res.status).toBe(200);
    const [creata] = esito(res).creati;
    expect(creata).toMatchObject({ numero, data: '2014-12-18', totale: 6.1 });
    expect((await leggi(creata.id)).firma).toMatchObject({ soggetto: 'MARIO ROSSI', codiceFiscale: 'RSSMRA80A01H501U' });
  });

  it('imports a .xml.p7m inside a zip, with a plain XML beside it, naming each by its path in the archive', async () => {
    const zip = await testZip({
      'fornitori/IT01234567890_ZIP1.xml.p7m': firmaP7m(variante(FPR01, 'ZIP-1')),
      'IT01234567890_ZIP2.xml': variante(FPR01, 'ZIP-2'),
      '__MACOSX/._IT01234567890_ZIP2.xml': 'x',
    });
    const res = await importa([['ricevute.zip', zip]]);
    expect(res.status).toBe(200);
    expect(esito(res).creati.map((c) => [c.file, c.numero])).toEqual([
      ['ricevute.zip/fornitori/IT01234567890_ZIP1.xml.p7m', 'ZIP-1'],
      ['ricevute.zip/IT01234567890_ZIP2.xml', 'ZIP-2'],
    ]);
    const firmata = await leggi(esito(res).creati[0].id);
    expect(firmata.nomeFile).toBe('ricevute.zip/fornitori/IT01234567890_ZIP1.xml.p7m');
    const file = await t.http.get(`/api/fatturericevute/${firmata.id}/file`).set(bearer(admin));
    expect(file.headers['content-disposition']).toContain('filename="IT01234567890_ZIP1.xml.p7m"');
  });

  it('reads UTF-8 with a BOM, ISO-8859-1 with an accented name, a prefix other than p:, no prefix, no XML declaration (with a warning) and spaces around a number', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(variante(FPR01, 'BOM'))]);
    const latino = Buffer.from(
      variante(FPR01, 'LATIN1').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace("<Denominazione>SOCIETA' ALPHA SRL</Denominazione>", '<Denominazione>Società Àlfa Srl</Denominazione>'),
      'latin1',
    );
    const prefisso = variante(FPR01, 'NS2').replace(/<(\/?)p:FatturaElettronica/g, '<$1ns2:FatturaElettronica').replace('xmlns:p=', 'xmlns:ns2=');
    const senzaPrefisso = variante(FPR01, 'NOPREFIX')
      .replace(/<(\/?)p:FatturaElettronica\b/g, '<$1FatturaElettronica')
      .replace('xmlns:p=', 'xmlns=')
      .replace(/<FatturaElettronica(Header|Body)>/g, '<FatturaElettronica$1 xmlns="">');
    const senzaDichiarazione = variante(FPR01, 'NODECL').replace(/^<\?xml[^>]*\?>\s*/, '');
    const spazi = variante(FPR01, 'SPAZI').replace(/<PrezzoUnitario>([^<]*)<\/PrezzoUnitario>/, '<PrezzoUnitario>\n  $1 </PrezzoUnitario>');
    const res = await importa([
      ['bom.xml', bom],
      ['latino.xml', latino],
      ['ns2.xml', prefisso],
      ['nessuno.xml', senzaPrefisso],
      ['senza-dichiarazione.xml', senzaDichiarazione],
      ['spazi.xml', spazi],
    ]);
    expect(res.status).toBe(200);
    expect(esito(res).rifiutati).toEqual([]);
    const [conBom, conLatino, , , senza, conSpazi] = esito(res).creati;
    expect(conBom.numero).toBe('BOM');
    expect((await leggi(conLatino.id)).cedente.denominazione).toBe('Società Àlfa Srl');
    expect(esito(res).creati.map((c) => c.numero)).toEqual(['BOM', 'LATIN1', 'NS2', 'NOPREFIX', 'NODECL', 'SPAZI']);
    expect((await leggi(senza.id)).avvisi).toEqual(['Manca la dichiarazione XML iniziale']);
    // xs:decimal collapses blanks itself: valid for the XSD, read trimmed, nothing to warn about (a date's pattern is not, see FPR05)
    const letta = await leggi(conSpazi.id);
    expect(letta.avvisi).toEqual([]);
    expect(letta.righe[0].prezzoUnitario).toBe(1);
  });

  it('refuses hostile and wrong files with a messaggio, writing nothing for them, and answers 422 when every file was refused', async () => {
    const prima = (await t.http.get('/api/fatturericevute').set(bearer(admin))).body.data.recordsNumber as number;
    const bomba = await testZip({ 'zeri.xml': Buffer.alloc(5 * 1024 * 1024) });
    const res = await importa([
      ['xxe.xml', externalEntity('FatturaElettronica', 'file:///etc/passwd')],
      ['risate.xml', billionLaughs('FatturaElettronica')],
      ['bomba.zip', bomba],
      ['fuga.zip', zipWithEntryName('../../etc/passwd')],
      ['finta.xml.p7m', Buffer.from('%PDF-1.4 non firmato')],
      ['ordine.xml', '<?xml version="1.0"?><Ordine><Numero>1</Numero></Ordine>'],
      ['rotta.xml', variante(FPR01, 'ROTTA').replace(/<Divisa>EUR<\/Divisa>/, '')],
      ['figli-nel-namespace.xml', variante(FPR01, 'DEFNS').replace(/<(\/?)p:FatturaElettronica\b/g, '<$1FatturaElettronica').replace('xmlns:p=', 'xmlns=')],
      ['non-xml.txt', 'questa non è una fattura'],
    ]);
    expect(res.status).toBe(422);
    const { creati, rifiutati } = esito(res);
    expect(creati).toEqual([]);
    const perFile = Object.fromEntries(rifiutati.map((r) => [r.file, r.messaggio]));
    expect(perFile['xxe.xml']).toMatch(/^Non è una fattura elettronica FatturaPA \(Dichiarazione DOCTYPE o ENTITY non ammessa\)$/);
    expect(perFile['risate.xml']).toMatch(/DOCTYPE o ENTITY non ammessa/);
    expect(perFile['bomba.zip']).toBe('Rapporto di compressione sospetto per zeri.xml');
    expect(perFile['fuga.zip']).toMatch(/^(Archivio danneggiato|Il file non è un archivio zip)/);
    expect(perFile['finta.xml.p7m']).toBe('Non è un file firmato .p7m leggibile (busta CAdES/CMS)');
    expect(perFile['ordine.xml']).toBe('Non è una fattura elettronica FatturaPA');
    expect(perFile['rotta.xml']).toMatch(/^Il file non rispetta lo schema FatturaPA: riga \d+: elemento Data: elemento non previsto in questa posizione; atteso: Divisa/);
    expect(perFile['figli-nel-namespace.xml']).toMatch(/^Il file non rispetta lo schema FatturaPA: /);
    expect(perFile['non-xml.txt']).toBe('Non è un file XML né un file firmato .p7m');
    expect(res.body.messaggio).toContain('xxe.xml: Non è una fattura elettronica FatturaPA');
    expect((await t.http.get('/api/fatturericevute').set(bearer(admin))).body.data.recordsNumber).toBe(prima);
  });

  it('refuses a file over 10 MB with 413 and an upload without field "file" with 400', async () => {
    const grande = await importa([['grande.xml', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]]);
    expect(grande.status).toBe(413);
    expect(grande.body.messaggio).toBe('Il file supera la dimensione massima di 10 MB');
    const vuoto = await t.http.post('/api/fatturericevute/importa').set(bearer(admin)).send({});
    expect(vuoto.status).toBe(400);
    expect(vuoto.body.messaggio).toBe('Caricamento non valido: inviare da 1 a 50 file (.xml, .p7m o .zip) nel campo "file"');
  });

  it('matches the supplier to an existing party by VAT number, else by fiscal code, else creates one, with its own history', async () => {
    await t.http.post('/api/dizionariotipi').set(bearer(admin)).send({ sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'FOR', descrizioneTipo: 'Fornitori' }).expect(201);
    const perIva = (await t.http.post('/api/anagrafica').set(bearer(admin)).send({ codice: 'F0001', nominativo: 'Cartiere Riunite del Sud', codiceTipo: 'FOR', partitaIva: '13678901458' }).expect(201)).body.data;
    const perCf = (await t.http.post('/api/anagrafica').set(bearer(admin)).send({ codice: 'F0002', nominativo: 'Avv. Mario Bianchi', codiceTipo: 'FOR', codiceFiscale: 'BNCMRA80A01D548T' }).expect(201)).body.data;
    const res = await importa([
      ['semplificata.xml', FATTURA_SEMPLIFICATA],
      ['persona.xml', variante(PERSONA, 'CF-1', { cedenteCf: 'BNCMRA80A01D548T' })],
      ['nuovo.xml', variante(FPR01, 'NUOVO').replace(/<IdCodice>01234567890<\/IdCodice>(\s*<\/IdFiscaleIVA>\s*<Anagrafica>)/, '<IdCodice>05979361218</IdCodice>$1')],
    ]);
    expect(res.status).toBe(200);
    const [semplificata, persona, nuovo] = esito(res).creati;
    expect(semplificata.fornitore).toEqual({ idAnagrafica: perIva.id, denominazione: 'Cartiere Riunite del Sud', partitaIva: '13678901458', codiceFiscale: '', corrispondenza: 'partitaIva' });
    expect(persona.fornitore).toEqual({ idAnagrafica: perCf.id, denominazione: 'Avv. Mario Bianchi', partitaIva: '', codiceFiscale: 'BNCMRA80A01D548T', corrispondenza: 'codiceFiscale' });
    expect(nuovo.fornitore).toMatchObject({ partitaIva: '05979361218', corrispondenza: 'creato' });
    const creata = (await t.http.get(`/api/anagrafica/${nuovo.fornitore.idAnagrafica}`).set(bearer(admin))).body.data;
    expect(creata).toMatchObject({ codice: 'F05979361218', codiceTipo: 'FOR', nominativo: "SOCIETA' ALPHA SRL", partitaIva: '05979361218', citta: 'SASSARI' });
    const storiaParte = (await t.http.get(`/api/modificherisorse?sezione=anagrafica&idRisorsa=${nuovo.fornitore.idAnagrafica}`).set(bearer(admin))).body.data.list;
    expect(storiaParte).toHaveLength(1);

    const storia = (await t.http.get(`/api/modificherisorse?sezione=fatturericevute&idRisorsa=${nuovo.id}`).set(bearer(admin))).body.data.list;
    expect(storia).toHaveLength(1);
    expect(storia[0].modifiche).toMatch(/^Fattura ricevuta importata da nuovo\.xml\nFornitore: SOCIETA' ALPHA SRL \(nuova anagrafica fornitore\)\nDocumento: TD01 n\. NUOVO del 18\/12\/2014/);
  });

  it("links the document to the registry's RICEVUTO document type of its TipoDocumento, when there is one", async () => {
    const tipo = (await t.http.post('/api/tipidocumento').set(bearer(admin)).send({ tipoDocumento: 'RICEVUTO', codiceTipoDocumento: 'FR', descrizioneTipoDocumento: 'Fattura fornitore', tipoDocumentoSdi: 'TD01' }).expect(201)).body.data;
    const [conTipo] = esito(await importa([['tipo.xml', variante(FPR01, 'TIPO-1')]])).creati;
    expect(await leggi(conTipo.id)).toMatchObject({ tipoDocumento: 'TD01', idTipoDocumento: tipo.id, tipoDocumentoDescrizione: 'Fattura fornitore' });
    const [senzaTipo] = esito(await importa([['semplificata-2.xml', FATTURA_SEMPLIFICATA.replace('<Numero>S/17</Numero>', '<Numero>S/18</Numero>')]])).creati;
    expect((await leggi(senzaTipo.id)).idTipoDocumento).toBeUndefined();
  });

  it('refuses the same invoice twice naming the existing one, and a file whose second body repeats its first writes nothing', async () => {
    const primo = esito(await importa([['a.xml', variante(FPR01, 'DUP-1')]])).creati[0];
    const secondo = await importa([['b.xml', variante(FPR01, 'dup-1')]]);
    expect(secondo.status).toBe(422);
    expect(esito(secondo).rifiutati).toEqual([{ file: 'b.xml', messaggio: "Fattura già importata: n. dup-1 del 18/12/2014 di SOCIETA' ALPHA SRL", idEsistente: primo.id }]);

    const fpr03 = standard('samples', 'IT01234567890_FPR03.xml').toString('utf8');
    const stessoNumero = fpr03.replace(/<Numero>456<\/Numero>/, '<Numero>123</Numero>').replace(/<Data>2014-12-20<\/Data>/, '<Data>2014-12-18</Data>').replace(/<Numero>123<\/Numero>/g, '<Numero>DUP-2</Numero>');
    const res = await importa([['doppio.xml', stessoNumero]]);
    expect(res.status).toBe(422);
    expect(esito(res).rifiutati[0]).toMatchObject({ file: 'doppio.xml', messaggio: expect.stringMatching(/^Fattura già importata: n\. DUP-2 del 18\/12\/2014/) });
    expect((await t.http.get('/api/fatturericevute?numero=DUP-2').set(bearer(admin))).body.data.recordsNumber).toBe(0);
  });

  it('lists with filters (supplier, type, dates, due dates) and downloads the list as Excel', async () => {
    const lista = async (q: string) => (await t.http.get(`/api/fatturericevute?${q}`).set(bearer(admin))).body.data;
    expect((await lista('tipoDocumento=TD07')).list.map((r: { numero: string }) => r.numero)).toEqual(['S/18', 'S/17']);
    expect((await lista('fornitore=cartiere')).recordsNumber).toBe(2);
    expect((await lista('fornitore=13678901458&numero=s/17')).list.map((r: { numero: string }) => r.numero)).toEqual(['S/17']);
    expect((await lista('dataDal=2026-11-01&dataAl=2026-11-30')).list.map((r: { numero: string }) => r.numero)).toEqual(['S/18', 'S/17']);
    expect((await lista('dataAl=2026-11-19')).list.map((r: { numero: string }) => r.numero)).not.toContain('S/17');
    expect((await lista('scadenzaDal=2015-01-30&scadenzaAl=2015-01-30')).recordsNumber).toBeGreaterThan(0);
    expect((await t.http.get('/api/fatturericevute?dataDal=ieri').set(bearer(admin))).body.messaggio).toBe('La Data Dal non è una data valida#');
    const excel = await t.http.post('/api/fatturericevute/excel').set(bearer(admin)).send({});
    expect(excel.status).toBe(200);
    expect(excel.headers['content-type']).toMatch(/spreadsheetml/);
  });

  it('rebuilds fatture_ricevute from the events to the same rows', async () => {
    const righe = async () => (await t.db.pool.query(`SELECT * FROM fatture_ricevute ORDER BY id`)).rows;
    const prima = await righe();
    expect(prima.length).toBeGreaterThan(10);
    await rebuildProjection(t.db.pool, fattureRicevuteProjection as unknown as Projection);
    expect(await righe()).toEqual(prima);
  });
});
