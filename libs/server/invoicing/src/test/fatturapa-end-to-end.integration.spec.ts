import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR, SISTEMATS_DIR } from './fatturapa-standards';
import { decrypt, testKeyPair } from './fatturapa-test-keys';
import { FIXTURES, documentoFattura, insertFattureFixtures, rigaFattura } from './fatture-fixtures';

jest.setTimeout(120_000);

/**
 * The whole way: invoices saved through POST /api/documenti (the invoice aggregate), then their
 * electronic invoice and the 730 file, on the real api.
 */
describe('invoices saved by the editor → FatturaPA and Sistema TS (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const keys = testKeyPair();
  const envPrima = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { FATTURAPA_XSD_DIR, SISTEMATS_DIR, SISTEMATS_CERT: keys.cert });
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    await t.db.pool.query(
      `UPDATE strutture SET partita_iva = '12345678903', codice_fiscale = '12345678903', regime_fiscale = 'RF01', indirizzo = 'VIA ROMA', numero_civico = '1',
         cap = '35031', comune = 'ABANO TERME', provincia = 'PD', nazione = 'IT', cf_proprietario = 'RSSMRA80A01H501U' WHERE codice_struttura = 'STR1'`,
    );
    await t.db.pool.query(`UPDATE tabella_iva SET riferimento_normativo = 'Esente art. 10 c.1 n.18 DPR 633/72' WHERE id = $1`, [FIXTURES.ivaEsente]);
    await t.db.pool.query(`INSERT INTO tipi_spesa (id, codice_tipo_spesa, descrizione_tipo_spesa) VALUES (9602, 'SR', 'Prestazioni sanitarie') ON CONFLICT DO NOTHING`);
    admin = bearer(await t.login('admin'));
  });
  afterAll(async () => {
    process.env = envPrima;
    await t?.close();
  });

  const crea = async (over: Record<string, unknown>) => {
    const res = await t.http.post('/api/documenti').set(admin).send(documentoFattura(over));
    expect(res.status).toBe(201);
    return res.body.data as { id: number; numeroDocumento: string };
  };

  it('a company invoice: valid FPR12, recorded in its history', async () => {
    const { id, numeroDocumento } = await crea({
      cognomeRagioneSoggetto: 'AZIENDA CLIENTE SPA', nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897', codiceDestinatario: 'ABC1234',
      righeDocumento: [rigaFattura({ quantita: 3, sconto: 10 }), { descrizione: '' }],
    });
    const res = await t.http.get(`/api/documenti/fatturaelettronica/${id}`).set(admin);
    expect([res.status, res.body?.messaggio]).toEqual([200, undefined]);
    expect(res.headers['content-disposition']).toContain(`filename="${numeroDocumento.replace('/', '-')}_10-03-2026.xml"`);
    const { rows } = await t.db.pool.query(`SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`, [`fatture-${id}`]);
    expect(rows[0].event_type).toBe('FatturaElettronicaEsportata');
  });

  it("a patient's exempt invoice with stamp: valid, marked private, and in the 730 file with the fiscal code", async () => {
    const { id, numeroDocumento } = await crea({
      righeDocumento: [rigaFattura({ idIva: FIXTURES.ivaEsente, prezzoUnitario: 100, idTipoSpesa: 9602 }), { descrizione: '' }],
    });
    const res = await t.http.get(`/api/documenti/fatturaelettronica/${id}`).set(admin);
    expect([res.status, res.body?.messaggio]).toEqual([200, undefined]);
    expect(res.headers['x-destinatario-privato']).toBe('true');

    const ts = await t.http.get('/api/sistemats/730?codiceStruttura=STR1&dataDal=2026-03-01&dataAl=2026-03-31').set(admin).buffer(true).parse((r, cb) => {
      let data = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => (data += c));
      r.on('end', () => cb(null, data));
    });
    expect(ts.status).toBe(200);
    const xml = ts.body as string;
    expect(xml).toContain(`<numDocumento>${numeroDocumento}</numDocumento>`);
    expect(xml).toMatch(/<tipoSpesa>SR<\/tipoSpesa>\s*<importo>100.00<\/importo>\s*<naturaIVA>N4<\/naturaIVA>/);
    const cf = /<cfCittadino>([^<]+)</.exec(xml)?.[1] ?? '';
    expect(decrypt(cf, keys.key, keys.dir)).toBe('RSSMRA80A01F839W');
  });
});
