import { inTransaction, PostgresEventStore } from '@registro/server-event-store';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { fatturaAggregate } from '../../fatture/domain/fattura.aggregate';
import type { FatturaEvent } from '../../fatture/domain/fattura.events';
import { FATTURAPA_XSD_DIR } from '../../../test/fatturapa-standards';
import { insertFattura, insertLookups } from '../../../test/fatturapa-test-data';
import { STRUTTURA_PROVA, documento, documentoSanitario, riga } from '../test/fatturapa-fixtures';

jest.setTimeout(120_000);

/** GET /api/documenti/fatturaelettronica/:id against the real api, PostgreSQL and the official XSD. */
describe('electronic invoice download (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    [admin, operatore] = [await t.login('admin'), await t.login('operatore')];
    await insertLookups(t.db.pool, STRUTTURA_PROVA);
    await insertFattura(t.db.pool, documento({ id: 9101, idTipoDocumento: 9001, idMetodoPagamento: 9001 }));
    await insertFattura(t.db.pool, documentoSanitario({ id: 9102, numeroDocumento: '13/2026', idTipoDocumento: 9001, idMetodoPagamento: 9002,
      righeDocumento: documentoSanitario().righeDocumento.map((r) => (r.natura ? { ...r, idIva: 9004 } : r)) }));
    await insertFattura(t.db.pool, documento({ id: 9103, numeroDocumento: '14/2026', idTipoDocumento: 9001,
      righeDocumento: [riga(), riga({ descrizione: 'SECONDA', totaleRiga: 90 })], totaleImponibileDocumento: 190, totaleImpostaDocumento: 41.8, totaleDocumento: 231.8 }));
    // stored before the save applied the electronic invoice's rules: a wrong check character and no CAP
    await insertFattura(t.db.pool, documento({ id: 9105, numeroDocumento: '16/2026', idTipoDocumento: 9001, codiceFiscaleSoggetto: 'RSSMRA80A01F839X', capSoggetto: '' }));
    // what only the XSD knows: a number longer than the 20 characters of the FatturaPA
    await insertFattura(t.db.pool, documento({ id: 9106, numeroDocumento: '123456789012345678901', idTipoDocumento: 9001 }));
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await t?.close();
  });

  const scarica = (id: number | string, tk = admin) => t.http.get(`/api/documenti/fatturaelettronica/${id}`).set(bearer(tk)).buffer(true).parse((res, cb) => {
    let data = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (data += c));
    res.on('end', () => cb(null, data));
  });

  it('answers the FPR12 XML of a company invoice as {numero}_{DD-MM-YYYY}.xml', async () => {
    const res = await scarica(9101);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toContain('attachment; filename="12-2026_10-03-2026.xml"');
    expect(res.headers['x-destinatario-privato']).toBeUndefined();
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain('<ModalitaPagamento>MP05</ModalitaPagamento>');
    expect(res.body).toContain('<Denominazione>POLIAMBULATORIO DI PROVA SRL</Denominazione>');
  });

  it("marks a private person's invoice (X-Destinatario-Privato) and still answers it", async () => {
    const res = await scarica(9102);
    expect(res.status).toBe(200);
    expect(res.headers['x-destinatario-privato']).toBe('true');
    expect(res.body).toContain('<RiferimentoNormativo>Esente art. 10 c.1 n.18 DPR 633/72</RiferimentoNormativo>');
    expect(res.body).toContain('<ModalitaPagamento>MP01</ModalitaPagamento>');
  });

  it('refuses with 422 an invoice the SDI would refuse, in the editor\'s words, each problem with its code', async () => {
    const res = await t.http.get('/api/documenti/fatturaelettronica/9103').set(bearer(admin));
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe('Riga 2: il Totale Riga non corrisponde a Quantità, Prezzo Unitario e Sconto %#');
    expect(res.body.problemi).toEqual([{ codice: '00423', messaggio: 'Riga 2: il Totale Riga non corrisponde a Quantità, Prezzo Unitario e Sconto %' }]);
  });

  it('applies the rules of the save to an invoice stored before them: each field named, never an XSD line or element', async () => {
    const res = await t.http.get('/api/documenti/fatturaelettronica/9105').set(bearer(admin));
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe('Codice Fiscale del destinatario non valido (carattere di controllo errato)#CAP del destinatario: 5 cifre#');
    expect(res.body.problemi).toEqual([
      { codice: '00306', messaggio: 'Codice Fiscale del destinatario non valido (carattere di controllo errato)' },
      { codice: 'XSD', messaggio: 'CAP del destinatario: 5 cifre' },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/riga \d|elemento|XSD:/);
  });

  it('translates what only the XSD refuses to the field\'s label (the raw detail stays in the server log)', async () => {
    const res = await t.http.get('/api/documenti/fatturaelettronica/9106').set(bearer(admin));
    expect(res.status).toBe(422);
    expect(res.body.messaggio).toBe('Dati della fattura non conformi al tracciato FatturaPA: Numero Documento#');
    expect(JSON.stringify(res.body)).not.toMatch(/riga \d|elemento|XSD:|Numero 1234/);
  });

  it('404 for an unknown invoice, 400 for a bad id, 403 without the fatturazione permission', async () => {
    expect((await t.http.get('/api/documenti/fatturaelettronica/999999').set(bearer(admin))).status).toBe(404);
    expect((await t.http.get('/api/documenti/fatturaelettronica/abc').set(bearer(admin))).status).toBe(400);
    const vietato = await t.http.get('/api/documenti/fatturaelettronica/9101').set(bearer(operatore));
    expect(vietato.status).toBe(403);
    expect(typeof vietato.body.messaggio).toBe('string');
  });

  /** An invoice with its stream (FatturaCreata) and its list row as stored for the download. */
  const registraFattura = async (doc: ReturnType<typeof documento>) => {
    const store = t.app.get(PostgresEventStore);
    const { codiceStruttura, dataDocumento, idTipoDocumento, tipoDocumentoDescrizione, idCausaleDocumento, causaleDocumentoDescrizione, idMetodoPagamento,
      indirizzoDestinazione, idMagazzino, magazzinoDescrizione, marcaBolloVirtuale, marcaBolloNumero } = doc;
    await inTransaction(t.db.pool, (tx) =>
      store.handleCommand(tx, `fatture-${doc.id}`, fatturaAggregate, (): FatturaEvent[] => [{
        type: 'FatturaCreata',
        data: { id: doc.id, destinatario: { idSoggetto: null, cognomeRagioneSoggetto: doc.cognomeRagioneSoggetto, nomeSoggetto: '', codiceFiscaleSoggetto: '',
          partitaIvaSoggetto: doc.partitaIvaSoggetto, codiceDestinatario: doc.codiceDestinatario, indirizzoSoggetto: doc.indirizzoSoggetto, provinciaSoggetto: 'RM',
          localitaSoggetto: 'ROMA', localitaSoggettoCodiceIstat: '', capSoggetto: '00145' },
        datiDocumento: { codiceStruttura, dataDocumento, idTipoDocumento, tipoDocumentoDescrizione, idCausaleDocumento, causaleDocumentoDescrizione, idMetodoPagamento,
          indirizzoDestinazione, idMagazzino, magazzinoDescrizione, marcaBolloVirtuale, marcaBolloNumero, opposizioneTs: false } },
      }], { metadata: {} }),
    );
    await t.db.pool.query('DELETE FROM fatture WHERE id = $1', [doc.id]);
    await insertFattura(t.db.pool, doc);
  };

  it("records FatturaElettronicaEsportata in the invoice's stream", async () => {
    await registraFattura(documento({ id: 9104, numeroDocumento: '15/2026', idTipoDocumento: 9001 }));
    expect((await scarica(9104)).status).toBe(200);
    const { rows } = await t.db.pool.query(`SELECT event_type AS type, data FROM events WHERE stream_id = 'fatture-9104' ORDER BY stream_version`);
    expect(rows.map((r) => r.type)).toEqual(['FatturaCreata', 'FatturaElettronicaEsportata']);
    expect(rows[1].data).toEqual({
      nomeFile: '15-2026_10-03-2026.xml',
      formato: 'FPR12',
      nomeFileSdi: expect.stringMatching(/^IT12345678903_[0-9A-Z]{5}\.xml$/),
      progressivoInvio: expect.stringMatching(/^[0-9A-Z]{5}$/),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("Home counts the company invoices not exported yet; the first download takes one off the count and off the list's daEsportare filter", async () => {
    await registraFattura(documento({ id: 9107, numeroDocumento: '17/2026', idTipoDocumento: 9001 }));
    await registraFattura(documentoSanitario({ id: 9108, numeroDocumento: '18/2026', idTipoDocumento: 9001 }));
    const contatore = async () => {
      const res = await t.http.get('/api/documenti/scrivania').set(bearer(admin));
      expect(res.status).toBe(200);
      return res.body.data.fattureDaEsportare as number;
    };
    const daEsportare = async () =>
      (await t.http.get('/api/documenti').query({ daEsportare: 'true', forPage: 1000 }).set(bearer(admin))).body.data.list.map((f: { id: number }) => f.id);
    const prima = await contatore();
    expect(await daEsportare()).toContain(9107);
    // a private person's invoice never goes to the SDI: it is not waiting for an export
    expect(await daEsportare()).not.toContain(9108);
    // exported by the test before
    expect(await daEsportare()).not.toContain(9104);
    // false is no filter; anything else is refused, never read as "no filter"
    const tutte = await t.http.get('/api/documenti').query({ daEsportare: 'false', forPage: 1000 }).set(bearer(admin));
    expect(tutte.body.data.list.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([9104, 9107, 9108]));
    const forse = await t.http.get('/api/documenti').query({ daEsportare: 'forse' }).set(bearer(admin));
    expect([forse.status, forse.body.messaggio]).toEqual([400, 'Il filtro daEsportare deve essere true o false#']);

    expect((await scarica(9107)).status).toBe(200);
    expect(await contatore()).toBe(prima - 1);
    expect(await daEsportare()).not.toContain(9107);
    const [{ esportata_il: primaEsportazione }] = (await t.db.pool.query('SELECT esportata_il FROM fatture WHERE id = 9107')).rows;
    expect((await scarica(9107)).status).toBe(200);
    expect((await t.db.pool.query('SELECT esportata_il FROM fatture WHERE id = 9107')).rows[0].esportata_il).toEqual(primaEsportazione);
    expect((await t.http.get('/api/documenti/scrivania').set(bearer(operatore))).status).toBe(403);
  });
});
