import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentoArchiviato } from '@registro/contracts';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { DevelopmentCertificateSeeder } from '../firma/development-certificate';
import { DemoRefertiSeeder, REFERTI_DEMO } from '../seed/demo-referti-seeder';
import { pdfsig } from './poppler-tools';

jest.setTimeout(120_000);

const chiave = (password: string) => Buffer.from(Buffer.from(password).toString('base64')).toString('base64');

/** The text of a PDF (poppler's pdftotext). */
function testoPdf(pdf: Buffer): string {
  const cartella = mkdtempSync(join(tmpdir(), 'referto-'));
  try {
    writeFileSync(join(cartella, 'r.pdf'), pdf);
    return spawnSync('pdftotext', ['-layout', join(cartella, 'r.pdf'), '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(cartella, { recursive: true, force: true });
  }
}

/** The demo seed's reports: the patient finds them in "I miei documenti", an administrator signs one straight away. */
describe('demo reports in the document archive (demo seed, real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let cartella: string;
  const nodeEnv = process.env['NODE_ENV'];

  beforeAll(async () => {
    cartella = mkdtempSync(join(tmpdir(), 'referti-demo-'));
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env['NODE_ENV'] = nodeEnv;
    delete process.env['FIRMA_P12_PATH'];
    rmSync(cartella, { recursive: true, force: true });
    await t?.close();
  });

  const seed = () => t.app.get(DemoRefertiSeeder).run();

  it('with production settings (NODE_ENV=production) the seed archives nothing', async () => {
    process.env['NODE_ENV'] = 'production';
    expect(await seed()).toBe('produzione');
    const paziente = await t.login('paziente');
    const res = await t.http.get('/api/documentrepository/personali').set(bearer(paziente));
    expect(res.body.data.recordsNumber).toBe(0);
  });

  it("in development the demo patient's reports are archived once: the patient lists and opens them, the administrator signs one", async () => {
    process.env['NODE_ENV'] = 'development';
    expect(await seed()).toEqual({ creati: REFERTI_DEMO.length });
    expect(await seed()).toEqual({ creati: 0 });

    const paziente = await t.login('paziente');
    const mie = await t.http.get('/api/documentrepository/personali').set(bearer(paziente));
    expect(mie.status).toBe(200);
    const lista = mie.body.data.list as DocumentoArchiviato[];
    expect(mie.body.data.recordsNumber).toBe(2);
    expect(lista.map((d) => d.descrizione)).toEqual(['Referto esami del sangue', 'Referto visita medico sportiva agonistica']);
    expect(lista.map((d) => d.tipoDocumento)).toEqual(['REFERTO', 'REFERTO']);

    const aperto = await t.http.get(`/api/documentrepository/personali/${lista[0].id}`).set(bearer(paziente));
    expect(aperto.status).toBe(200);
    const testo = testoPdf(Buffer.from(aperto.body.data.base64, 'base64'));
    expect(testo).toContain('Referto');
    expect(testo).toContain('Paziente: Anna Paziente');
    expect(testo).toContain('Glicemia: 88 mg/dl');
    expect(testo).toContain('Documento dimostrativo creato dai dati di prova: non ha valore clinico.');

    // the other demo users see nothing of hers
    const operatore = await t.login('operatore');
    expect((await t.http.get('/api/documentrepository/personali').set(bearer(operatore))).body.data.recordsNumber).toBe(0);

    // the administrator finds them in the archive and signs one with the development certificate, no upload first
    const admin = await t.login('admin');
    const archivio = await t.http.get('/api/documentrepository').set(bearer(admin));
    expect((archivio.body.data.list as DocumentoArchiviato[]).map((d) => d.nomeFile)).toEqual(expect.arrayContaining(REFERTI_DEMO.map((r) => r.nomeFile)));
    process.env['FIRMA_P12_PATH'] = join(cartella, 'firma', 'struttura.p12');
    await t.app.get(DevelopmentCertificateSeeder).run();
    const id = lista[1].id;
    const firma = await t.http.put(`/api/documentrepository/firma/${id}`).set(bearer(admin)).send({ idEvento: id, key: chiave(t.config.adminPassword), fieldName: 'Firma' });
    expect(firma.body.messaggio).toBe('Firma effettuata');
    const firmato = await t.http.get(`/api/documentrepository/personali/${id}`).set(bearer(paziente));
    expect(pdfsig(Buffer.from(firmato.body.data.base64, 'base64'))).toContain('Signature Validation: Signature is Valid.');
  });
});
