import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentoDaFirmare } from '@registro/contracts';
import { bearer, createTestApp, testPdf, testSignatureStroke, type TestApp } from '@registro/server-testing';
import { DevelopmentCertificateSeeder, CN_CERTIFICATO_SVILUPPO } from '../firma/development-certificate';
import { pdfsig } from './poppler-tools';

jest.setTimeout(120_000);

const chiave = (password: string) => Buffer.from(Buffer.from(password).toString('base64')).toString('base64');

/** The demo seed's development signing certificate: signing works in the demo, never in production. */
describe('development signing certificate (demo seed, real PostgreSQL and Redis, pdfsig)', () => {
  let t: TestApp;
  let admin: string;
  let cartella: string;
  let pdf: Buffer;
  const nodeEnv = process.env['NODE_ENV'];

  beforeAll(async () => {
    cartella = mkdtempSync(join(tmpdir(), 'firma-sviluppo-'));
    t = await createTestApp();
    admin = await t.login('admin');
    pdf = await testPdf('Referto della demo');
  });
  afterAll(async () => {
    process.env['NODE_ENV'] = nodeEnv;
    delete process.env['FIRMA_P12_PATH'];
    rmSync(cartella, { recursive: true, force: true });
    await t?.close();
  });

  const archivia = async (): Promise<number> => {
    const corpo: DocumentoDaFirmare = { idRisorsa: 10, nomeFile: 'referto.pdf', size: pdf.length, file: pdf.toString('base64'), tipo: 'application/pdf', descrizione: 'Referto', tipoDocumento: 'REFERTO' };
    const res = await t.http.post('/api/allegati').set(bearer(admin)).send(corpo);
    expect(res.status).toBe(201);
    return res.body.data.id;
  };
  const firma = (id: number, password: string, extra: Record<string, unknown> = {}) =>
    t.http.put(`/api/documentrepository/firma/${id}`).set(bearer(admin)).send({ idEvento: id, key: chiave(password), fieldName: 'Firma', ...extra });
  const ultimoPdf = async (id: number) => Buffer.from((await t.http.get(`/api/documentrepository/lastactive/${id}`).set(bearer(admin))).body.data.base64, 'base64');
  const seed = () => t.app.get(DevelopmentCertificateSeeder).run();

  it('in development the seed installs a certificate marked as not valid, opened with the demo password: the certificate and the tablet both sign', async () => {
    process.env['NODE_ENV'] = 'development';
    process.env['FIRMA_P12_PATH'] = join(cartella, 'sviluppo', 'firma', 'struttura.p12');
    const id = await archivia();
    const prima = await firma(id, t.config.adminPassword);
    expect(prima.status).toBe(400);
    expect(prima.body.messaggio).toBe(
      "Certificato di firma della struttura non configurato: l'amministratore deve installare sul server il file PKCS#12 della struttura (firma/struttura.p12 nella cartella di configurazione)",
    );

    expect(await seed()).toBe('creato');
    expect(statSync(process.env['FIRMA_P12_PATH']).mode & 0o777).toBe(0o600);
    const res = await firma(id, t.config.adminPassword);
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Firma effettuata');
    const report = pdfsig(await ultimoPdf(id));
    expect(report).toContain(`Signer Certificate Common Name: ${CN_CERTIFICATO_SVILUPPO}`);
    expect(report).toContain('Signature Validation: Signature is Valid.');

    // the signature pad: the handwritten stroke, then the same certificate
    const tavoletta = await firma(id, t.config.adminPassword, { codiceDispositivo: 'TAVOLETTA', firmaGrafica: testSignatureStroke() });
    expect(tavoletta.body.messaggio).toBe('Firma effettuata');
    expect(pdfsig(await ultimoPdf(id)).match(/Signature is Valid\./g)).toHaveLength(2);

    expect((await firma(id, 'sbagliata')).body.messaggio).toBe('Password di firma errata');
  });

  it('never replaces a certificate already installed', async () => {
    process.env['NODE_ENV'] = 'development';
    process.env['FIRMA_P12_PATH'] = join(cartella, 'installato.p12');
    writeFileSync(process.env['FIRMA_P12_PATH'], 'il certificato della struttura');
    expect(await seed()).toBe('presente');
    expect(await import('node:fs/promises').then((f) => f.readFile(process.env['FIRMA_P12_PATH'] as string, 'utf8'))).toBe('il certificato della struttura');
  });

  it('with production settings (NODE_ENV=production) the seed installs nothing and signing says what to configure', async () => {
    process.env['NODE_ENV'] = 'production';
    process.env['FIRMA_P12_PATH'] = join(cartella, 'produzione', 'firma', 'struttura.p12');
    expect(await seed()).toBe('produzione');
    expect(existsSync(join(cartella, 'produzione'))).toBe(false);
    const id = await archivia();
    const res = await firma(id, t.config.adminPassword);
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toMatch(/^Certificato di firma della struttura non configurato: l'amministratore deve installare/);
    expect(res.body.messaggio).not.toMatch(/FIRMA_P12_PATH|CONFIG_DIR/);
  });
});
