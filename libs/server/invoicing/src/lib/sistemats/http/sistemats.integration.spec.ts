import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR, SISTEMATS_DIR } from '../../../test/fatturapa-standards';
import { decrypt, testKeyPair } from '../../../test/fatturapa-test-keys';
import { insertFattura, insertLookups } from '../../../test/fatturapa-test-data';
import { STRUTTURA_PROVA, documento, documentoSanitario, riga } from '../../fatturapa/test/fatturapa-fixtures';
import { XmlSchemaValidator } from '../../fatturapa/xml/xml-schema-validator';

jest.setTimeout(120_000);

/** GET /api/sistemats/730 against the real api and PostgreSQL, checked with the official XSD and a test key pair. */
describe('Sistema TS 730 export (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  const keys = testKeyPair();
  const envPrima = { ...process.env };
  const STRUTTURA_2 = { ...STRUTTURA_PROVA, id: 9002, codiceStruttura: 'H3B' };

  beforeAll(async () => {
    Object.assign(process.env, { FATTURAPA_XSD_DIR, SISTEMATS_DIR, SISTEMATS_CERT: keys.cert });
    t = await createTestApp();
    [admin, operatore] = [await t.login('admin'), await t.login('operatore')];
    await insertLookups(t.db.pool, STRUTTURA_PROVA);
    await insertLookups(t.db.pool, STRUTTURA_2);
    const sanitaria = documentoSanitario().righeDocumento;
    // March 2026, structure H3: two patient invoices (one opposed), a credit note, a company invoice (left out)
    await insertFattura(t.db.pool, documentoSanitario({ id: 9201, numeroDocumento: '21/2026', idTipoDocumento: 9001, idMetodoPagamento: 9001 }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9202, numeroDocumento: '22/2026', codiceFiscaleSoggetto: 'VRDGPP85M41F205X', opposizioneTs: true,
      dataDocumento: '2026-03-31T21:30:00.000Z', idTipoDocumento: 9001, idMetodoPagamento: 9002, righeDocumento: [sanitaria[0]] }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9203, numeroDocumento: 'NC1/2026', idTipoDocumento: 9002, idMetodoPagamento: null,
      dataDocumento: '2026-03-20T10:00:00.000Z', fatturaCollegata: { id: 9201, numeroDocumento: '21/2026', dataDocumento: '2026-03-09T23:30:00.000Z' }, totaleDocumento: -108, righeDocumento: [{ ...sanitaria[0], prezzoUnitario: -40, totaleRiga: -108 }] }));
    await insertFattura(t.db.pool, documento({ id: 9204, numeroDocumento: '23/2026', idTipoDocumento: 9001 }));
    // outside the period (1 April in Italy) and another structure
    await insertFattura(t.db.pool, documentoSanitario({ id: 9205, numeroDocumento: '24/2026', dataDocumento: '2026-03-31T22:30:00.000Z' }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9206, numeroDocumento: '25/2026', codiceStruttura: 'H3B' }));
    // May: two good invoices (ROSSI, BIANCHI), one without fiscal code, one whose fiscal code fails the save's check
    await insertFattura(t.db.pool, documentoSanitario({ id: 9211, numeroDocumento: '31/2026', dataDocumento: '2026-05-04T10:00:00.000Z', idTipoDocumento: 9001 }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9212, numeroDocumento: '32/2026', dataDocumento: '2026-05-05T10:00:00.000Z', idTipoDocumento: 9001, cognomeRagioneSoggetto: 'BIANCHI', nomeSoggetto: 'ANNA' }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9213, numeroDocumento: '33/2026', dataDocumento: '2026-05-06T10:00:00.000Z', codiceFiscaleSoggetto: '', cognomeRagioneSoggetto: 'VERDI', nomeSoggetto: 'LUCA' }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9214, numeroDocumento: '34/2026', dataDocumento: '2026-05-07T10:00:00.000Z', codiceFiscaleSoggetto: 'RSSMRA80A01H501X' }));
    // February: a patient invoice without fiscal code, one with a line without expense type
    await insertFattura(t.db.pool, documentoSanitario({ id: 9207, numeroDocumento: '5/2026', dataDocumento: '2026-02-10T10:00:00.000Z', codiceFiscaleSoggetto: '' }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9208, numeroDocumento: '6/2026', dataDocumento: '2026-02-11T10:00:00.000Z',
      righeDocumento: [riga({ codiceTipoSpesa: '' })] }));
  });
  afterAll(async () => {
    process.env = envPrima;
    await t?.close();
  });

  const esporta = (q: string, tk = admin) => t.http.get(`/api/sistemats/730?${q}`).set(bearer(tk)).buffer(true).parse((res, cb) => {
    let data = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (data += c));
    res.on('end', () => cb(null, data));
  });

  it('answers the 730 file of the patient invoices of the period: XSD-valid, fiscal codes decrypting to the originals', async () => {
    const res = await esporta('codiceStruttura=H3&dataDal=2026-03-01&dataAl=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toContain('filename="730_H3_2026-03-01_2026-03-31.xml"');
    const xml = res.body as string;

    const validator = new XmlSchemaValidator();
    try {
      expect(await validator.validate('sistemats', xml)).toMatchObject({ validated: true, errors: [] });
    } finally {
      await validator.close();
    }
    // the credit note NC1/2026 names, in idRimborso, the invoice 21/2026 it refunds
    expect(xml.match(/<numDocumento>([^<]+)<\/numDocumento>/g)).toEqual(['<numDocumento>21/2026</numDocumento>', '<numDocumento>NC1/2026</numDocumento>', '<numDocumento>21/2026</numDocumento>', '<numDocumento>22/2026</numDocumento>']);
    const cf = [...xml.matchAll(/<(cfProprietario|cfCittadino)>([^<]+)</g)].map((m) => [m[1], decrypt(m[2], keys.key, keys.dir)]);
    expect(cf).toEqual([['cfProprietario', 'RSSMRA80A01H501U'], ['cfCittadino', 'RSSMRA80A01H501U'], ['cfCittadino', 'RSSMRA80A01H501U']]);
    expect(xml).toContain('<codiceRegione>050</codiceRegione>');
  });

  it('takes dataDal/dataAl as epoch ms or ISO 8601 too, each read as its day in Rome', async () => {
    // 23:30 UTC on 28 February is 1 March in Rome
    const dal = Date.parse('2026-02-28T23:30:00Z');
    for (const q of [`dataDal=${dal}&dataAl=${Date.parse('2026-03-31T12:00:00Z')}`, `dataDal=2026-03-01T00:00:00%2B01:00&dataAl=2026-03-31T21:59:00Z`]) {
      const res = await esporta(`codiceStruttura=H3&${q}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="730_H3_2026-03-01_2026-03-31.xml"');
      expect((res.body as string).match(/<numDocumento>([^<]+)<\/numDocumento>/g)).toEqual(['<numDocumento>21/2026</numDocumento>', '<numDocumento>NC1/2026</numDocumento>', '<numDocumento>21/2026</numDocumento>', '<numDocumento>22/2026</numDocumento>']);
    }
  });

  it('writes one voceSpesa per expense type and rate/Natura, amounts with VAT, traceability, credit notes and opposition', async () => {
    const xml = (await esporta('codiceStruttura=H3&dataDal=2026-03-01&dataAl=2026-03-31')).body as string;
    const documenti = xml.split('<documentoSpesa>').slice(1);
    expect(documenti[0]).toContain('<flagOperazione>I</flagOperazione>');
    expect(documenti[0]).toContain('<pagamentoTracciato>SI</pagamentoTracciato>');
    expect(documenti[0]).toContain('<flagOpposizione>0</flagOpposizione>');
    expect(documenti[0]).toMatch(/<tipoSpesa>SR<\/tipoSpesa>\s*<importo>108.00<\/importo>\s*<naturaIVA>N4<\/naturaIVA>/);
    expect(documenti[0]).toMatch(/<tipoSpesa>SR<\/tipoSpesa>\s*<importo>12.20<\/importo>\s*<aliquotaIVA>22.00<\/aliquotaIVA>/);
    expect(documenti[1]).toContain('<flagOperazione>R</flagOperazione>');
    // the refund names the expense it refunds: the Sistema TS nets the two
    expect(documenti[1]).toMatch(/<idRimborso>\s*<pIva>\d{11}<\/pIva>\s*<dataEmissione>2026-03-10<\/dataEmissione>\s*<numDocumentoFiscale>\s*<dispositivo>1<\/dispositivo>\s*<numDocumento>21\/2026<\/numDocumento>/);
    expect(documenti[1]).not.toContain('pagamentoTracciato');
    expect(documenti[1]).toContain('<importo>108.00</importo>');
    expect(documenti[2]).toContain('<dataEmissione>2026-03-31</dataEmissione>');
    expect(documenti[2]).toContain('<flagOpposizione>1</flagOpposizione>');
    expect(documenti[2]).toContain('<pagamentoTracciato>NO</pagamentoTracciato>');
    expect(documenti[2]).not.toContain('cfCittadino');
  });

  it('422 listing the invoices that cannot be exported (no fiscal code, no expense type)', async () => {
    const res = await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=2026-02-01&dataAl=2026-02-28').set(bearer(admin));
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe('Fattura 5/2026: manca il codice fiscale del paziente#Fattura 6/2026, riga 1: tipo spesa mancante#');
  });

  it('exports the valid invoices, leaves out those failing the rules and lists them with the reason', async () => {
    const maggio = 'codiceStruttura=H3&dataDal=2026-05-01&dataAl=2026-05-31';
    const res = await esporta(maggio);
    expect(res.status).toBe(200);
    expect(res.headers['x-fatture-escluse']).toBe('2');
    expect((res.body as string).match(/<numDocumento>([^<]+)<\/numDocumento>/g)).toEqual(['<numDocumento>31/2026</numDocumento>', '<numDocumento>32/2026</numDocumento>']);
    const validator = new XmlSchemaValidator();
    try {
      expect(await validator.validate('sistemats', res.body as string)).toMatchObject({ validated: true, errors: [] });
    } finally {
      await validator.close();
    }
    const esclusi = await t.http.get(`/api/sistemats/730/esclusi?${maggio}`).set(bearer(admin));
    expect(esclusi.status).toBe(200);
    expect(esclusi.body.data).toEqual({
      incluse: 2,
      esclusi: [
        { id: 9213, numeroDocumento: '33/2026', dataDocumento: '2026-05-06T10:00:00.000Z', intestatario: 'VERDI LUCA', motivo: 'manca il codice fiscale del paziente' },
        { id: 9214, numeroDocumento: '34/2026', dataDocumento: '2026-05-07T10:00:00.000Z', intestatario: 'ROSSI MARIO', motivo: 'Codice Fiscale del destinatario non valido (carattere di controllo errato)' },
      ],
    });
    // a whole month that cannot be sent still says why for each invoice (February above); 403 without the permission
    expect((await t.http.get(`/api/sistemats/730/esclusi?${maggio}`).set(bearer(operatore))).status).toBe(403);
  });

  it("honours the invoice list's other filters: number, type, name", async () => {
    const numeri = async (q: string) => ((await esporta(`codiceStruttura=H3&dataDal=2026-05-01&dataAl=2026-05-31&${q}`)).body as string).match(/<numDocumento>([^<]+)<\/numDocumento>/g);
    expect(await numeri('numeroDocumento=32/2026')).toEqual(['<numDocumento>32/2026</numDocumento>']);
    expect(await numeri('cognomeRagioneSoggetto=bianc')).toEqual(['<numDocumento>32/2026</numDocumento>']);
    const soloRossi = await t.http.get('/api/sistemats/730/esclusi?codiceStruttura=H3&dataDal=2026-05-01&dataAl=2026-05-31&cognomeRagioneSoggetto=rossi').set(bearer(admin));
    expect(soloRossi.body.data.incluse).toBe(1);
    expect(soloRossi.body.data.esclusi.map((e: { numeroDocumento: string }) => e.numeroDocumento)).toEqual(['34/2026']);
    const tipo = await t.http.get('/api/sistemats/730/esclusi?codiceStruttura=H3&dataDal=2026-05-01&dataAl=2026-05-31&tipoDocumentoDescrizione=nessun tipo così').set(bearer(admin));
    expect(tipo.status).toBe(422);
    expect(tipo.body.messaggio).toContain('Nessuna fattura a privati');
    const lungo = await t.http.get(`/api/sistemats/730?codiceStruttura=H3&dataDal=2026-05-01&dataAl=2026-05-31&numeroDocumento=${'9'.repeat(201)}`).set(bearer(admin));
    expect(lungo.status).toBe(400);
  });

  it('422 when the period has no patient invoice; 404 for an unknown structure', async () => {
    const vuoto = await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=2025-01-01&dataAl=2025-01-31').set(bearer(admin));
    expect(vuoto.status).toBe(422);
    expect(vuoto.body.messaggio).toContain('Nessuna fattura a privati');
    expect((await t.http.get('/api/sistemats/730?codiceStruttura=NO&dataDal=2026-03-01&dataAl=2026-03-31').set(bearer(admin))).status).toBe(404);
  });

  it('400 for missing or invalid dates', async () => {
    const res = await t.http.get('/api/sistemats/730?dataDal=2026-02-30&dataAl=x').set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toBe('Il codice struttura è obbligatorio#La Data Dal non è una data valida#La Data Al non è una data valida#');
    const mancanti = await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=').set(bearer(admin));
    expect(mancanti.status).toBe(400);
    expect(mancanti.body.messaggio).toBe('La Data Dal è obbligatoria#La Data Al è obbligatoria#');
    const inverso = await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=2026-03-31&dataAl=2026-03-01').set(bearer(admin));
    expect(inverso.body.messaggio).toBe('Data Dal successiva a Data Al#');
  });

  it('403 without the fatturazione permission', async () => {
    expect((await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=2026-03-01&dataAl=2026-03-31').set(bearer(operatore))).status).toBe(403);
  });

  it('503 with an Italian messaggio without the certificate', async () => {
    process.env['SISTEMATS_CERT'] = join(keys.dir, 'assente.cer');
    try {
      const res = await t.http.get('/api/sistemats/730?codiceStruttura=H3&dataDal=2026-03-01&dataAl=2026-03-31').set(bearer(admin));
      expect(res.status).toBe(503);
      expect(res.body.messaggio).toContain('Certificato del Sistema Tessera Sanitaria');
    } finally {
      process.env['SISTEMATS_CERT'] = keys.cert;
    }
  });

  it('encrypts with the real SanitelCF.cer too (RSA 1024: 128-byte ciphertexts)', async () => {
    process.env['SISTEMATS_CERT'] = join(SISTEMATS_DIR, 'SanitelCF.cer');
    try {
      const xml = (await esporta('codiceStruttura=H3&dataDal=2026-03-01&dataAl=2026-03-31')).body as string;
      const cf = /<cfCittadino>([^<]+)</.exec(xml)?.[1] ?? '';
      expect(Buffer.from(cf, 'base64')).toHaveLength(128);
      expect(readFileSync(join(SISTEMATS_DIR, 'SanitelCF.cer'), 'utf8')).toContain('BEGIN CERTIFICATE');
    } finally {
      process.env['SISTEMATS_CERT'] = keys.cert;
    }
  });
});
