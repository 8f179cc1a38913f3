import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestingModule } from '@nestjs/testing';
import { AnalyticsSeeder } from '@registro/server-analytics';
import { CommerceSeeder } from '@registro/server-commerce';
import { FattureSeeder, InvoicingSeeder } from '@registro/server-invoicing';
import { IntegrazioneService, TasksSeeder } from '@registro/server-operations';
import { PrintServerSeeder } from '@registro/server-reporting';
import { basic, bearer, createTestApp, freePort, startPrintWorker, MANIFEST_MAGAZZINO, testCertificate, testJar, testPdf, type TestApp, type TestCertificate } from '@registro/server-testing';
import { CONTRACT_CALLS, queryOf } from './contract-calls';
import { answerFaults, testName, type ContractCall, type ContractContext, type Params, type Response } from './contract-kit';
import { allSpecCalls, SPEC_FOLDER } from './spec-calls';

jest.setTimeout(600_000);

const ROOT = resolve(__dirname, '../../../..');

interface MailDevServer {
  listen(): Promise<void>;
  close(cb: () => void): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MailDev = require('maildev') as new (config: object) => MailDevServer;

/** The identity manager whose parameters GET identitymanagerverify answers (never reached by the suite). */
export const CONTRACT_IDENTITY_MANAGER = 'registro-contratto';

/**
 * Issue 24: the specs' calls are the contract. One test per call of the three specs' §7 (the list
 * in contract-calls.ts), against the real app on the demo data `main.js seed` writes; a call the
 * product renames or reshapes fails here. docs/contract.md is generated from the same list.
 */
describe('contract: the calls of the specs §7', () => {
  it('lists every call of the specs’ §7 tables and bullets, and only those', () => {
    const spec = allSpecCalls().map((c) => `spec ${c.spec} ${c.call}`);
    const listed = new Set(CONTRACT_CALLS.map((c) => `spec ${c.spec} ${c.call}`));
    expect(spec.filter((k) => !listed.has(k))).toEqual([]);
    expect([...listed].filter((k) => !spec.includes(k))).toEqual([]);
    const names = CONTRACT_CALLS.map(testName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('reads the specs from ../shared/spec', () => expect(existsSync(SPEC_FOLDER)).toBe(true));
});

describe('contract: each call as the spec writes it (real app, demo data)', () => {
  let t: TestApp;
  let c: ContractContext;
  let cert: TestCertificate;
  let maildev: MailDevServer;
  let mailFolder: string;
  let worker: TestingModule;
  const envBefore = { ...process.env };

  beforeAll(async () => {
    cert = testCertificate('Poliambulatorio Contratto');
    // the services the calls reach: the signature certificate, an SMTP server (registration,
    // reset), an identity manager (its parameters only) and the print worker (print/createreport)
    const [smtp, web] = [await freePort(), await freePort()];
    mailFolder = mkdtempSync(join(tmpdir(), 'registro-contratto-mail-'));
    maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true, mailDirectory: mailFolder });
    await maildev.listen();
    Object.assign(process.env, {
      FIRMA_P12_PATH: cert.p12,
      SMTP_URL: `smtp://127.0.0.1:${smtp}`,
      OIDC_PROVIDERS: JSON.stringify([{ clientId: CONTRACT_IDENTITY_MANAGER, nome: 'Gestore del contratto', issuer: 'http://127.0.0.1:9', clientSecret: 'x' }]),
    });
    t = await createTestApp();
    worker = await startPrintWorker(t);
    // the demo data as `main.js seed` writes it (createTestApp seeds the users and groups)
    await t.app.get(TasksSeeder).run();
    await t.app.get(PrintServerSeeder).run();
    await t.app.get(InvoicingSeeder).run();
    await t.app.get(FattureSeeder).run();
    await t.app.get(CommerceSeeder).run();
    await t.app.get(AnalyticsSeeder).run();
    const adminToken = await t.login('admin');
    const admin = bearer(adminToken);
    // what no seed writes: a module (application, sectionlist, jarinfo) and integration requests
    const upload = await t.http.post('/api/application/upload').set(admin).attach('file', await testJar(MANIFEST_MAGAZZINO), 'magazzino-1.2.0.jar');
    if (upload.status >= 300) throw new Error(`upload del modulo: ${upload.status} ${JSON.stringify(upload.body)}`);
    for (const servizio of ['anagrafica', 'ordini'])
      await t.app.get(IntegrazioneService).register({ servizio, metodo: 'POST', stato: 'RICEVUTA', corpoRichiesta: { servizio } }, { userName: 'sistema' });
    const asResponse = (res: { status: number; body: unknown; headers: Record<string, string>; text?: string }): Response => res;
    const url = new URL(t.db.url);
    c = {
      get: async (path, query = {}) => asResponse(await t.http.get(`/api/${path}`).query(query as Record<string, string>).set(admin)),
      post: async (path, body) => asResponse(await t.http.post(`/api/${path}`).set(admin).send(body as object)),
      put: async (path, body) => asResponse(await t.http.put(`/api/${path}`).set(admin).send(body as object)),
      delete: async (path) => asResponse(await t.http.delete(`/api/${path}`).set(admin)),
      login: (username, password) => t.login(username, password),
      attemptLogin: async (username, password) =>
        (
          await t.http
            .post('/api/token')
            .set('Authorization', basic(username, password))
            .type('form')
            .send({ grant_type: 'password', client_id: 'registro', client_secret: 'registro', username })
        ).status,
      adminToken,
      adminPassword: t.config.adminPassword,
      signature: { p12Password: cert.password, pdfBase64: (await testPdf('Referto del contratto')).toString('base64') },
      database: {
        host: url.hostname,
        port: Number(url.port || 5432),
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        databaseName: url.pathname.slice(1),
      },
    };
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await new Promise<void>((done) => (maildev ? maildev.close(() => done()) : done()));
    rmSync(mailFolder, { recursive: true, force: true });
    cert?.remove();
    process.env = envBefore;
  });

  async function send(call: ContractCall): Promise<Response> {
    if (call.staticFile) {
      const file = resolve(ROOT, call.staticFile);
      return existsSync(file)
        ? { status: 200, body: JSON.parse(readFileSync(file, 'utf8')), headers: { 'content-type': 'application/json' } }
        : { status: 404, body: {}, headers: {} };
    }
    const params: Params = (await call.prepare?.(c)) ?? {};
    const path = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (params[name] === undefined) throw new Error(`${call.path}: manca ${name}`);
      return encodeURIComponent(String(params[name]));
    });
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = t.http[method](`/api/${path}`);
    const token = call.as === 'none' ? undefined : typeof call.as === 'function' ? await call.as(c) : c.adminToken;
    if (token) req = req.set(bearer(token));
    for (const [name, value] of Object.entries(call.headers?.(c) ?? {})) req = req.set(name, value);
    const query = queryOf(call, params);
    if (query) req = req.query(query as Record<string, string>);
    const body = typeof call.body === 'function' ? (call.body as (p: Params, c: ContractContext) => unknown)(params, c) : call.body;
    if (body !== undefined) req = call.form ? req.type('form').send(body as Record<string, string>) : req.send(body as object);
    const res = await req.buffer(true);
    return { status: res.status, body: res.body, headers: res.headers as Record<string, string>, text: res.text };
  }

  it.each(CONTRACT_CALLS.map((call) => [testName(call), call] as const))('%s', async (_name, call) => {
    const res = await send(call);
    expect(answerFaults(call, res)).toEqual([]);
  });
});
