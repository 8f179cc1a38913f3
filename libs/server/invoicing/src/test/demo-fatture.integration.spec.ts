import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { FattureSeeder } from '../lib/fatture/seed/fatture-seeder';
import { InvoicingSeeder } from '../lib/masterdata/seed/invoicing-seeder';
import { FATTURAPA_XSD_DIR, SISTEMATS_DIR } from './fatturapa-standards';
import { decrypt, testKeyPair } from './fatturapa-test-keys';

jest.setTimeout(120_000);

/** The demo seed as `main.js seed` runs it: every demo invoice downloads as a valid electronic invoice, the patients' as the 730 file. */
describe('demo invoices → FatturaPA and Sistema TS (real PostgreSQL, official XSDs)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const keys = testKeyPair();
  const envPrima = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { FATTURAPA_XSD_DIR, SISTEMATS_DIR, SISTEMATS_CERT: keys.cert });
    t = await createTestApp();
    await t.app.get(InvoicingSeeder).run({ istatFolder: '/nonexistent' });
    await t.app.get(FattureSeeder).run();
    admin = bearer(await t.login('admin'));
  });
  afterAll(async () => {
    process.env = envPrima;
    await t?.close();
  });

  it('each demo invoice passes the XSD and the SDI checks (FPR12 to companies and patients, FPA12 to the public body)', async () => {
    const elenco = await t.http.get('/api/documenti?page=0&forPage=100').set(admin);
    const fatture = elenco.body.data.list as { id: number; privato: boolean; cognomeRagioneSoggetto: string }[];
    expect(fatture).toHaveLength(4);
    const risultati = [];
    for (const f of fatture) {
      const res = await t.http.get(`/api/documenti/fatturaelettronica/${f.id}`).set(admin).buffer(true).parse((r, cb) => {
        let testo = '';
        r.on('data', (c: Buffer) => (testo += c.toString('utf8')));
        r.on('end', () => cb(null, testo));
      });
      risultati.push({
        nome: f.cognomeRagioneSoggetto,
        status: res.status,
        formato: /versione="(FP[AR]12)"/.exec(res.body as string)?.[1],
        privato: res.headers['x-destinatario-privato'] === 'true',
      });
    }
    expect(risultati).toEqual([
      { nome: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO', status: 200, formato: 'FPA12', privato: false },
      { nome: 'POLISPORTIVA PARTENOPE S.S.D. A R.L.', status: 200, formato: 'FPR12', privato: false },
      { nome: 'BIANCHI', status: 200, formato: 'FPR12', privato: true },
      { nome: 'ROSSI', status: 200, formato: 'FPR12', privato: true },
    ]);
  });

  it("the 730 file of the period holds the two patients' invoices, their fiscal codes encrypted for the Sistema TS", async () => {
    const anno = new Date().getFullYear();
    const res = await t.http.get(`/api/sistemats/730?codiceStruttura=001&dataDal=${anno}-01-01&dataAl=${anno}-12-31`).set(admin).buffer(true).parse((r, cb) => {
      let testo = '';
      r.on('data', (c: Buffer) => (testo += c.toString('utf8')));
      r.on('end', () => cb(null, testo));
    });
    expect([res.status, res.body.messaggio]).toEqual([200, undefined]);
    const xml = res.body as string;
    const codici = [...xml.matchAll(/<cfCittadino>([^<]+)<\/cfCittadino>/g)].map((m) => decrypt(m[1], keys.key, keys.dir)).sort();
    expect(codici).toEqual(['BNCLRA85M45F839O', 'RSSMRA80A01F839W']);
    expect(xml.match(/<documentoSpesa>/g)).toHaveLength(2);
  });
});
