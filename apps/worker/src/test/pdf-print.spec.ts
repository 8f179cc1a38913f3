import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Test, type TestingModule } from '@nestjs/testing';
import request from 'supertest';
import { REGISTRO_CONFIG } from '@registro/server-platform';
import { TEMPLATE_CATALOG, builtInTemplatesFolder } from '@registro/server-reporting';
import { PdfProcessor } from '@registro/server-reporting/worker';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { WorkerModule } from '../app/worker.module';
import { testTemplateCatalog, TestTemplateCatalogModule, fileTemplate } from './test-template-catalog';

jest.setTimeout(120_000);

/** JasperReports' samples beside the checkout (../shared/standards/jasperreports); their test is skipped without them. */
const CAMPIONI = resolve(__dirname, '../../../../../shared/standards/jasperreports');
const conCampioni = existsSync(CAMPIONI) ? it : it.skip;

const fattura = JSON.parse(
  readFileSync(join(builtInTemplatesFolder(), 'dati-di-prova', 'fattura-20-righe.json'), 'utf8'),
) as Record<string, unknown> & { numeroDocumento: string; righeDocumento: { descrizione: string }[] };

/** A small report whose title prints the parameter `titolo` and whose detail prints `voce`. */
const list = (espressione = '$F{voce}') => `<?xml version="1.0" encoding="UTF-8"?>
<jasperReport xmlns="http://jasperreports.sourceforge.net/jasperreports" name="elenco" pageWidth="595" pageHeight="842" columnWidth="555" leftMargin="20" rightMargin="20" topMargin="20" bottomMargin="20">
  <parameter name="titolo" class="java.lang.String"/>
  <queryString language="json"><![CDATA[voci]]></queryString>
  <field name="voce" class="java.lang.String"/>
  <title><band height="30"><textField><reportElement x="0" y="0" width="400" height="20"/><textFieldExpression><![CDATA[$P{titolo}]]></textFieldExpression></textField></band></title>
  <detail><band height="20"><textField><reportElement x="0" y="0" width="400" height="20"/>
    <textFieldExpression><![CDATA[${espressione}]]></textFieldExpression></textField></band></detail>
</jasperReport>`;

function pdfText(base64: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'registro-pdf-'));
  try {
    const file = join(dir, 'stampa.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pids of Chromium's renderers (puppeteer starts Chromium as the leader of its process group). */
function renderer(pidBrowser: number): number[] {
  const righe = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' }).stdout.split('\n');
  return righe
    .map((r) => r.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => !!m && Number(m[2]) === pidBrowser && m[3].includes('--type=renderer'))
    .map((m) => Number(m[1]));
}

describe('POST /api/print/createreport with a real worker and Chromium', () => {
  let t: TestApp;
  let worker: TestingModule;
  let token: string;
  let processore: PdfProcessor;
  let http: ReturnType<typeof request>;
  const ambiente = { ...process.env };

  beforeAll(async () => {
    process.env['PDF_RENDER_TIMEOUT_MS'] = '3000';
    process.env['PDF_CONCURRENCY'] = '2';
    process.env['PDF_TIMEOUT_MS'] = '60000';
    t = await createTestApp();
    worker = await Test.createTestingModule({ imports: [WorkerModule, TestTemplateCatalogModule] })
      .overrideProvider(REGISTRO_CONFIG)
      .useValue({ ...t.config, kafkaBrokers: [] })
      .overrideProvider(TEMPLATE_CATALOG)
      .useValue(testTemplateCatalog)
      .compile();
    worker.useLogger(process.env['PDF_TEST_LOG'] ? ['log', 'warn', 'error'] : ['error']);
    await worker.init();
    processore = worker.get(PdfProcessor);
    // one listening server: supertest would otherwise listen and close per request, which
    // breaks requests running at the same time
    await t.app.listen(0, '127.0.0.1');
    http = request(await t.app.getUrl());
    token = await t.login('admin');
    testTemplateCatalog.aggiungi('elenco', fileTemplate('elenco.jrxml', list()));
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    process.env = ambiente;
  });

  const print = (body: unknown, chi = token) =>
    http.post('/api/print/createreport').set(bearer(chi)).send(body as object);

  it('needs a session', async () => {
    const res = await http.post('/api/print/createreport').send({ reportName: 'fattura', data: fattura });
    expect(res.status).toBe(401);
  });

  it('prints the invoice: the PDF shows the document number and its lines', async () => {
    const res = await print({ reportName: 'fattura', data: fattura });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const testo = pdfText(res.body.data);
    expect(testo).toContain(fattura.numeroDocumento);
    expect(testo).toContain(fattura.righeDocumento[0].descrizione);
    expect(testo).toContain(fattura.righeDocumento[19].descrizione);
  });

  it('any signed-in user may print', async () => {
    const operatore = await t.login('operatore');
    const res = await print({ reportName: 'elenco', data: { titolo: 'Stampa di un operatore', voci: [{ voce: 'prima' }] } }, operatore);
    expect(res.status).toBe(200);
    expect(pdfText(res.body.data)).toContain('Stampa di un operatore');
  });

  it.each([['null', null], ['an empty object', {}], ['an empty array', []], ['no data at all', undefined]])(
    'answers "Dati da stampare mancanti" for %s',
    async (_, data) => {
      const res = await print(data === undefined ? { reportName: 'fattura' } : { reportName: 'fattura', data });
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toBe('Dati da stampare mancanti');
    },
  );

  conCampioni('fills subreports named by the template from the catalogue (JasperReports json subreport sample)', async () => {
    const cartella = join(CAMPIONI, '05-json-subreport');
    for (const nome of ['JsonCustomersReport', 'JsonOrdersReport'])
      testTemplateCatalog.aggiungi(nome, fileTemplate(`${nome}.jrxml`, readFileSync(join(cartella, `${nome}.jrxml`))));
    const northwind = {
      Northwind: {
        Customers: [
          { CustomerID: 'ALFKI', CompanyName: 'Alfreds Futterkiste' },
          { CustomerID: 'ANATR', CompanyName: 'Ana Trujillo Emparedados' },
        ],
        Orders: [
          { OrderID: 10643, CustomerID: 'ALFKI', OrderDate: '1997-08-25', ShipCity: 'Berlin', Freight: 29.46 },
          { OrderID: 10308, CustomerID: 'ANATR', OrderDate: '1996-09-18', ShipCity: 'México D.F.', Freight: 1.61 },
        ],
      },
    };
    const res = await print({ reportName: 'JsonCustomersReport', data: northwind });
    expect(res.status).toBe(200);
    const testo = pdfText(res.body.data);
    expect(testo).toContain('Alfreds Futterkiste');
    expect(testo).toContain('10643');
    expect(testo).toContain('10308');
  });

  it('names a report that does not exist', async () => {
    const res = await print({ reportName: 'nonEsiste', data: { a: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toContain('"nonEsiste" non trovato');
  });

  it('a template with an error answers 400 naming where, and the next print still works', async () => {
    testTemplateCatalog.aggiungi('guasto', fileTemplate('guasto.jrxml', list('$F{voce}.metodoInesistente()')));
    const guasto = await print({ reportName: 'guasto', data: { titolo: 'x', voci: [{ voce: 'a' }] } });
    expect(guasto.status).toBe(400);
    expect(guasto.body.messaggio).toContain('guasto.jrxml');
    expect(guasto.body.messaggio).toMatch(/metodoInesistente.*<textField> riga \d+/);

    testTemplateCatalog.aggiungi('malformato', fileTemplate('malformato.jrxml', '<jasperReport><title>'));
    const malformato = await print({ reportName: 'malformato', data: { a: 1 } });
    expect(malformato.status).toBe(400);
    expect(malformato.body.messaggio).toContain('malformato.jrxml');

    const dopo = await print({ reportName: 'elenco', data: { titolo: 'Dopo il guasto', voci: [{ voce: 'ok' }] } });
    expect(dopo.status).toBe(200);
    expect(pdfText(dopo.body.data)).toContain('Dopo il guasto');
  });

  it('Chromium killed while prints are queued: every print still comes back', async () => {
    const pid = await processore.pool.pid();
    expect(pid).toBeDefined();
    let primaArrivata: () => void = () => undefined;
    const prima = new Promise<void>((r) => (primaArrivata = r));
    const richieste = Array.from({ length: 12 }, (_, i) =>
      print({ reportName: 'elenco', data: { titolo: `Stampa ${i}`, voci: [{ voce: `voce ${i}` }] } }).then((r) => {
        primaArrivata();
        return r;
      }),
    );
    // kill it once printing is under way, with most of the queue still waiting
    await prima;
    process.kill(-(pid as number), 'SIGKILL');
    const risposte = await Promise.all(richieste);
    risposte.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(pdfText(res.body.data)).toContain(`Stampa ${i}`);
    });
    const dopo = await print({ reportName: 'elenco', data: { titolo: 'Dopo il crash', voci: [{ voce: 'c' }] } });
    expect(pdfText(dopo.body.data)).toContain('Dopo il crash');
    expect(await processore.pool.pid()).not.toBe(pid);
  });

  it('hung pages are replaced and the print is retried', async () => {
    // warm the pool so the pages exist, then freeze every renderer
    await print({ reportName: 'elenco', data: { titolo: 'prima', voci: [{ voce: 'a' }] } });
    const pid = (await processore.pool.pid()) as number;
    const fermi = renderer(pid);
    expect(fermi.length).toBeGreaterThan(0);
    for (const r of fermi) process.kill(r, 'SIGSTOP');
    try {
      const res = await print({ reportName: 'elenco', data: { titolo: 'Dopo il blocco', voci: [{ voce: 'b' }] } });
      expect(res.status).toBe(200);
      expect(pdfText(res.body.data)).toContain('Dopo il blocco');
    } finally {
      for (const r of fermi) {
        try {
          process.kill(r, 'SIGCONT');
        } catch {
          // killed with its Chromium
        }
      }
    }
  });
});
