import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { renderHtml, renderPdf } from '../html';
import { canRenderPdf, launchChromium } from './chromium';
import { compareLayouts, describeComparison } from './compare-layouts';
import { layoutOf, layoutOfFile, savePreview } from './pdf-layout';
import {
  fillSample,
  sampleCases,
  sampleFile,
  samplesPresent,
} from './sample-reports';

/** PDFs and 60 dpi PNGs of every sample, to look at (tmp/ is not versioned). */
const PREVIEWS = path.resolve(__dirname, '../../../../../tmp/jrxml-samples');

const run = samplesPresent && canRenderPdf;
const describeSamples = run ? describe : describe.skip;
if (!run)
  console.warn(
    'render-samples.spec skipped: needs ../shared/standards/jasperreports, Chromium and poppler-utils',
  );

describeSamples(
  'every shared JasperReports sample renders to PDF (skipped without ../shared samples, Chromium or poppler-utils)',
  () => {
    let browser: Browser;
    const pdfs = new Map<string, Uint8Array>();

    beforeAll(async () => {
      mkdirSync(PREVIEWS, { recursive: true });
      browser = await launchChromium();
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
    });

    async function render(id: string): Promise<Uint8Array> {
      const cached = pdfs.get(id);
      if (cached) return cached;
      const sample = sampleCases.find((candidate) => candidate.id === id);
      if (!sample) throw new Error(`no sample ${id}`);
      const pdf = await renderPdf(renderHtml(fillSample(sample)), browser);
      savePreview(pdf, PREVIEWS, sample.id);
      pdfs.set(id, pdf);
      return pdf;
    }

    for (const sample of sampleCases) {
      it(`${sample.id} (${sample.note}) prints every filled page`, async () => {
        const document = fillSample(sample);
        const layout = layoutOf(await render(sample.id));
        expect(layout.pages).toHaveLength(document.pages.length);
        expect(layout.pages.length).toBeGreaterThan(0);
        for (const page of layout.pages) {
          expect(Math.abs(page.width - document.pageWidth)).toBeLessThan(1);
          expect(Math.abs(page.height - document.pageHeight)).toBeLessThan(1);
        }
        expect(layout.words.length).toBeGreaterThan(0);
      }, 120_000);
    }

    describe('against the PDFs JasperReports made', () => {
      it('09 invoice_en: header and footer texts where JasperReports put them (table component not printed yet: 1 page instead of 2)', async () => {
        const reference = layoutOfFile(
          sampleFile('09-zatribune-invoice-with-jr-pdf/en.pdf'),
        );
        const comparison = compareLayouts(
          layoutOf(await render('09-zatribune-invoice')),
          reference,
        );
        console.log(describeComparison('09 en.pdf', comparison));
        expect(comparison.referencePages).toBe(2);
        expect(comparison.matched).toBeGreaterThanOrEqual(25);
        expect(comparison.meanDeviation).toBeLessThan(3);
        // The address wraps one word earlier: JasperReports measured it with Arial's metrics.
        const placed = comparison.matches.filter(
          (match) => match.text !== 'Governorate',
        );
        expect(placed.length).toBe(comparison.matched - 1);
        for (const match of placed) expect(match.deviation).toBeLessThan(3);
      }, 120_000);

      it('10 invoice-report (barcode component not printed yet): same page count, texts within a few points', async () => {
        const reference = layoutOfFile(
          sampleFile('10-mysd33-invoice-with-jr-pdf/invoice-jr-output.pdf'),
          '1234',
        );
        const comparison = compareLayouts(
          layoutOf(await render('10-mysd33-invoice')),
          reference,
        );
        console.log(describeComparison('10 invoice-jr-output.pdf', comparison));
        expect(comparison.pages).toBe(comparison.referencePages);
        expect(comparison.matched).toBeGreaterThanOrEqual(190);
        expect(comparison.meanDeviation).toBeLessThan(2);
        expect(comparison.maxDeviation).toBeLessThan(3);
      }, 120_000);

      it('10 item-report: same page count, texts within a few points', async () => {
        const reference = layoutOfFile(
          sampleFile('10-mysd33-invoice-with-jr-pdf/item-list-jr-output.pdf'),
        );
        const comparison = compareLayouts(
          layoutOf(await render('10-mysd33-item-list')),
          reference,
        );
        console.log(
          describeComparison('10 item-list-jr-output.pdf', comparison),
        );
        expect(comparison.pages).toBe(comparison.referencePages);
        expect(comparison.matched).toBeGreaterThanOrEqual(10);
        expect(comparison.meanDeviation).toBeLessThan(2);
        expect(comparison.maxDeviation).toBeLessThan(3);
      }, 120_000);
    });
  },
);
