import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { FattureSeeder } from '../lib/fatture/seed/fatture-seeder';
import { InvoicingSeeder } from '../lib/masterdata/seed/invoicing-seeder';
import { FATTURAPA_XSD_DIR, SISTEMATS_DIR } from './fatturapa-standards';
import { testKeyPair } from './fatturapa-test-keys';

jest.setTimeout(120_000);

/** The answer's body as text (the XML downloads). */
const testo = (r: { on: (evento: string, f: (c?: Buffer) => void) => void }, cb: (err: Error | null, body: string) => void) => {
  let corpo = '';
  r.on('data', (c) => (corpo += c?.toString('utf8') ?? ''));
  r.on('end', () => cb(null, corpo));
};

/** The seeded credit-note type (NC, TD04) on the demo invoices, as `main.js seed` leaves them: XML and 730 included. */
describe('credit notes on the demo data (seeded type NC, real PostgreSQL, official XSDs)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const keys = testKeyPair();
  const envPrima = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { FATTURAPA_XSD_DIR, SISTEMATS_DIR, SISTEMATS_CERT: keys.cert });
    t = await createTestApp();
    await t.app.get(InvoicingSeeder).run({ istatFolder: '/nonexistent' });
    // a second run (an existing database) adds nothing
    await t.app.get(InvoicingSeeder).run({ istatFolder: '/nonexistent' });
    await t.app.get(FattureSeeder).run();
    admin = bearer(await t.login('admin'));
  });
  afterAll(async () => {
    process.env = envPrima;
    await t?.close();
  });

  it('seeds one credit-note type: TD04, its own numerator NC and the reason Storno', async () => {
    const { rows } = await t.db.pool.query(
      `SELECT codice_tipo_documento, descrizione_tipo_documento, codice_numeratore, tipo_documento FROM tipi_documento WHERE tipo_documento_sdi = 'TD04'`,
    );
    expect(rows).toEqual([{ codice_tipo_documento: 'NC', descrizione_tipo_documento: 'Nota di Credito', codice_numeratore: 'NC', tipo_documento: 'EMESSO' }]);
    const numeratori = await t.db.pool.query(`SELECT count(*)::int AS n FROM numeratori WHERE codice = 'NC' AND codice_struttura = '001'`);
    expect(numeratori.rows[0].n).toBe(1);
  });

  it("credits a patient's demo invoice: NC 1, a valid private TD04 naming the invoice, and in the 730 file as a refund of it", async () => {
    const elenco = (await t.http.get('/api/documenti?page=0&forPage=100&cognomeRagioneSoggetto=ROSSI').set(admin)).body.data.list as { id: number; numeroDocumento: string }[];
    expect(elenco).toHaveLength(1);
    const fattura = (await t.http.get(`/api/documenti/${elenco[0].id}`).set(admin)).body.data as { id: number; numeroDocumento: string; dataDocumento: string; totaleDocumento: number };

    const res = await t.http.post(`/api/documenti/${fattura.id}/notacredito`).set(admin).send({});
    expect(res.status).toBe(201);
    const nota = res.body.data as { id: number; numeroDocumento: string; tipoDocumentoDescrizione: string; causaleDocumentoDescrizione: string; totaleDocumento: number };
    expect(nota).toMatchObject({ numeroDocumento: '1', tipoDocumentoDescrizione: 'Nota di Credito', causaleDocumentoDescrizione: 'Storno', totaleDocumento: fattura.totaleDocumento });

    const xml = await t.http.get(`/api/documenti/fatturaelettronica/${nota.id}`).set(admin).buffer(true).parse(testo);
    expect(xml.status).toBe(200);
    expect(xml.headers['x-destinatario-privato']).toBe('true');
    expect(xml.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml.body).toContain(`<IdDocumento>${fattura.numeroDocumento}</IdDocumento>`);

    const anno = new Date().getFullYear();
    const file = await t.http.get(`/api/sistemats/730?codiceStruttura=001&dataDal=${anno}-01-01&dataAl=${anno}-12-31`).set(admin).buffer(true).parse(testo);
    expect([file.status, file.body.messaggio]).toEqual([200, undefined]);
    const rimborso = (file.body as string).split('<documentoSpesa>').slice(1).find((d) => d.includes('<flagOperazione>R</flagOperazione>'));
    expect(rimborso).toContain(`<idRimborso>`);
    expect(rimborso).toMatch(new RegExp(`<idRimborso>[\\s\\S]*<numDocumento>${fattura.numeroDocumento}</numDocumento>[\\s\\S]*</idRimborso>`));
    expect((file.body as string).match(/<documentoSpesa>/g)).toHaveLength(3);
  });
});
