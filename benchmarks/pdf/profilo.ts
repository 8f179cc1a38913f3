/**
 * Where a print's time goes, one page, one at a time (tsx benchmarks/pdf/profilo.ts): setContent
 * vs Page.printToPDF and the print options that change it. Not part of bench:pdf; stderr only.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { PrintPreparation } from '@registro/server-reporting/worker';

const RADICE = resolve(__dirname, '../..');
const contenuto = readFileSync(resolve(RADICE, 'libs/server/reporting/templates/fattura.jrxml'));
const file = { nomeFile: 'fattura.jrxml', formato: 'jrxml' as const, contenuto, sha256: createHash('sha256').update(contenuto).digest('hex') };
const dati: unknown = JSON.parse(readFileSync(resolve(RADICE, 'libs/server/reporting/templates/dati-di-prova/fattura-20-righe.json'), 'utf8'));
const n = Number(process.env['N'] ?? 30);

async function main(): Promise<void> {
  const { html } = new PrintPreparation({ risolvi: async () => file, tutti: async () => [file] }).htmlDi(file, dati);
  const browser = await puppeteer.launch({ executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium', headless: true, pipe: true, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', ...(process.env['CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean)] });
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  const cdp = await page.createCDPSession();
  await cdp.send('Page.enable');
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
  const frameId = frameTree.frame.id;
  const caricamenti: Record<string, () => Promise<unknown>> = {
    setContent: () => page.setContent(html, { waitUntil: 'load' }),
    ...(process.env['SOLO_SETCONTENT'] ? {} : {
    setContentPrint: async () => {
      await page.emulateMediaType('print');
      await page.setContent(html, { waitUntil: 'load' });
    },
    setContentDomContentLoaded: () => page.setContent(html, { waitUntil: 'domcontentloaded' }),
    setDocumentContent: () => cdp.send('Page.setDocumentContent', { frameId, html }),
    navigateDataUrl: async () => {
      const caricata = new Promise((ok) => cdp.once('Page.loadEventFired', ok));
      await cdp.send('Page.navigate', { url: `data:text/html;base64,${Buffer.from(html).toString('base64')}` });
      await caricata;
    },
    }),
  };
  const stampe: Record<string, Record<string, unknown>> = {
    senzaTag: { generateTaggedPDF: false },
  };
  for (const [nomeCarica, carica] of Object.entries(caricamenti))
    for (const [nome, extra] of Object.entries(stampe)) {
      let contenutoMs = 0;
      let stampaMs = 0;
      let byte = 0;
      for (let i = 0; i < n + 5; i++) {
        const t0 = performance.now();
        await carica();
        const t1 = performance.now();
        const { data } = (await cdp.send('Page.printToPDF', { printBackground: true, preferCSSPageSize: true, ...extra })) as { data: string };
        const t2 = performance.now();
        if (i >= 5) {
          contenutoMs += t1 - t0;
          stampaMs += t2 - t1;
          byte = data.length * 0.75;
        }
      }
      process.stderr.write(`${nomeCarica} + ${nome}: caricamento ${(contenutoMs / n).toFixed(1)} ms, printToPDF ${(stampaMs / n).toFixed(1)} ms, totale ${((contenutoMs + stampaMs) / n).toFixed(1)} ms, ${Math.round(byte)} byte\n`);
    }
  await browser.close();
}

void main();
