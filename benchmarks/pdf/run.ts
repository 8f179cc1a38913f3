/**
 * npm run bench:pdf — the built-in invoice (libs/server/reporting/templates/fattura.jrxml, 20
 * lines from dati-di-prova/fattura-20-righe.json) printed again and again by the worker's
 * pipeline ("registro": cached design, fill, renderHtml, PDF on the pool of warm pages), side by
 * side in the same run with plain puppeteer ("puppeteer-page.pdf"): page.setContent + page.pdf()
 * of the same HTML, rendered once beforehand, on pages of the same Chromium, as many at once as
 * the pool has pages. Rounds alternate (plain, ours, plain, ours...) so neither gets the warmer
 * machine. One JSON document on stdout; progress on stderr.
 *
 * Environment: CHROMIUM_PATH, PDF_CONCURRENCY (pool size = loops at once, default: cores, at
 * least 2), BENCH_SECONDS (per round, default 6), BENCH_ROUNDS (per pipeline, default 2),
 * BENCH_WARMUP (PDFs per pipeline before measuring, default 20), BENCH_E2E=0 to skip the
 * end-to-end measure through api + queue + worker (attraverso-api.ts; needs PostgreSQL and Redis).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ChromiumPool, pdfSettings, PrintPreparation } from '@registro/server-reporting/worker';
import type { TemplateFile } from '@registro/server-reporting';
import { misuraAttraversoApi } from './attraverso-api';
import { cpuGruppoMs, cpuNodeMs } from './cpu';
import { arrotonda, carico, type Misura } from './statistiche';

const RADICE = resolve(__dirname, '../..');
const TEMPLATE = resolve(RADICE, 'libs/server/reporting/templates/fattura.jrxml');
const DATI = resolve(RADICE, 'libs/server/reporting/templates/dati-di-prova/fattura-20-righe.json');
const secondi = Number(process.env['BENCH_SECONDS'] ?? 6);
const giri = Number(process.env['BENCH_ROUNDS'] ?? 2);
const riscaldamento = Number(process.env['BENCH_WARMUP'] ?? 20);

const log = (text: string) => process.stderr.write(`${text}\n`);

function unisci(misure: Misura[]): Misura {
  const pdf = misure.reduce((s, m) => s + m.pdf, 0);
  const durataMs = misure.reduce((s, m) => s + m.durataMs, 0);
  // percentiles of the rounds weighted by their PDFs (close enough for rounds of equal length)
  const media = (k: 'p50Ms' | 'p95Ms') => arrotonda(misure.reduce((s, m) => s + m[k] * m.pdf, 0) / pdf);
  return { pdf, durataMs, pdfAlSecondo: arrotonda((pdf * 1000) / durataMs, 2), p50Ms: media('p50Ms'), p95Ms: media('p95Ms') };
}

async function main(): Promise<void> {
  const impostazioni = pdfSettings();
  const contenuto = readFileSync(TEMPLATE);
  const dati: unknown = JSON.parse(readFileSync(DATI, 'utf8'));
  const file: TemplateFile = { nomeFile: 'fattura.jrxml', formato: 'jrxml', contenuto, sha256: createHash('sha256').update(contenuto).digest('hex') };
  const preparazione = new PrintPreparation({ risolvi: async () => file, tutti: async () => [file] });
  const pool = new ChromiumPool({
    chromium: impostazioni.chromium,
    dimensione: impostazioni.concorrenza,
    timeoutMs: impostazioni.timeoutPaginaMs,
    usiPerPagina: impostazioni.usiPerPagina,
    argomenti: impostazioni.argomentiChromium,
    avviso: log,
  });
  await pool.start();
  const browser = await pool.browserCorrente();

  // the plain baseline: the same HTML, rendered once, printed by page.pdf() on plain pages
  const { html, pagine } = preparazione.htmlDi(file, dati);
  const semplici: Page[] = await Promise.all(Array.from({ length: impostazioni.concorrenza }, () => browser.newPage()));
  const libere = [...semplici];
  const semplice = (tagged: boolean) => async () => {
    const page = libere.pop() as Page;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged });
    } finally {
      libere.push(page);
    }
  };
  const pipeline = {
    puppeteer: semplice(true),
    puppeteerSenzaTag: semplice(false),
    registro: () => pool.print(preparazione.htmlDi(file, dati).html),
  };

  const pdfNostro = Buffer.from(await pipeline.registro(), 'base64');
  const pdfSemplice = await pipeline.puppeteer();
  const pdfSempliceSenzaTag = await pipeline.puppeteerSenzaTag();
  for (let i = 0; i < riscaldamento; i++) await Promise.all(Object.values(pipeline).map((p) => p()));

  // where the time of ours goes: fill + HTML alone, on the main thread
  const campioni = 50;
  const t = performance.now();
  for (let i = 0; i < campioni; i++) preparazione.htmlDi(file, dati);
  const fillHtmlMs = arrotonda((performance.now() - t) / campioni, 2);

  const misure: Record<keyof typeof pipeline, Misura[]> = { puppeteer: [], puppeteerSenzaTag: [], registro: [] };
  // CPU per PDF (Chromium's processes + this Node process): independent of what else the machine
  // runs; on N idle cores the ceiling is N × 1000 / cpuMsPerPdf PDFs a second
  const cpu: Record<keyof typeof pipeline, { chromiumMs: number; nodeMs: number; pdf: number }> = {
    puppeteer: { chromiumMs: 0, nodeMs: 0, pdf: 0 },
    puppeteerSenzaTag: { chromiumMs: 0, nodeMs: 0, pdf: 0 },
    registro: { chromiumMs: 0, nodeMs: 0, pdf: 0 },
  };
  const pidChromium = browser.process()?.pid ?? 0;
  for (let g = 0; g < giri; g++)
    for (const nome of Object.keys(pipeline) as (keyof typeof pipeline)[]) {
      log(`giro ${g + 1}/${giri}: ${nome}`);
      const [c0, n0] = [cpuGruppoMs(pidChromium), cpuNodeMs()];
      const m = await carico(pipeline[nome], impostazioni.concorrenza, secondi * 1000);
      cpu[nome].chromiumMs += cpuGruppoMs(pidChromium) - c0;
      cpu[nome].nodeMs += cpuNodeMs() - n0;
      cpu[nome].pdf += m.pdf;
      misure[nome].push(m);
    }
  const cpuPerPdf = Object.fromEntries(
    Object.entries(cpu).map(([nome, c]) => [
      nome,
      {
        chromiumMs: arrotonda(c.chromiumMs / c.pdf),
        nodeMs: arrotonda(c.nodeMs / c.pdf),
        totaleMs: arrotonda((c.chromiumMs + c.nodeMs) / c.pdf),
        tettoPdfAlSecondoSuCoreLiberi: arrotonda((cpus().length * 1000 * c.pdf) / (c.chromiumMs + c.nodeMs), 1),
      },
    ]),
  );
  const versione = await browser.version();
  await Promise.all(semplici.map((p) => p.close().catch(() => undefined)));
  await pool.close();

  let attraversoApi: Record<string, unknown> | undefined;
  if (process.env['BENCH_E2E'] !== '0') {
    try {
      attraversoApi = { ...(await misuraAttraversoApi(dati, impostazioni.concorrenza, secondi * 1000, riscaldamento, log)) };
    } catch (e) {
      attraversoApi = { errore: (e as Error).message.slice(-1500) };
    }
  }
  const plain = unisci(misure.puppeteer);
  const plainSenzaTag = unisci(misure.puppeteerSenzaTag);
  const ours = unisci(misure.registro);
  const rapporto = arrotonda(ours.pdfAlSecondo / plain.pdfAlSecondo, 3);
  const rapportoSenzaTag = arrotonda(ours.pdfAlSecondo / plainSenzaTag.pdfAlSecondo, 3);
  const risultato = {
    benchmark: 'pdf',
    template: 'fattura.jrxml',
    righe: 20,
    pagine,
    pdfByte: { registro: pdfNostro.length, puppeteer: pdfSemplice.length, puppeteerSenzaTag: pdfSempliceSenzaTag.length },
    htmlByte: html.length,
    chromium: versione,
    core: cpus().length,
    concorrenza: impostazioni.concorrenza,
    secondiPerGiro: secondi,
    giri,
    fillHtmlMs,
    caricoMedio1min: loadavg()[0],
    registro: ours,
    puppeteer: plain,
    puppeteerSenzaTag: plainSenzaTag,
    rapportoThroughput: rapporto,
    rapportoThroughputSenzaTag: rapportoSenzaTag,
    cpuPerPdf,
    attraversoApi,
    obiettivi: {
      rapportoAlmeno08: rapporto >= 0.8,
      rapportoSenzaTagAlmeno08: rapportoSenzaTag >= 0.8,
      p50AlPiu100ms: ours.p50Ms <= 100,
      almeno15PdfAlSecondo: ours.pdfAlSecondo >= 15,
    },
    giriDettaglio: misure,
  };
  process.stdout.write(`${JSON.stringify(risultato, null, 2)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
