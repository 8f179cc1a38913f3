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
      it("09 invoice_en: 2 pages as JasperReports, the table component's rows, cells and repeated column header where JasperReports put them", async () => {
        const reference = layoutOfFile(
          sampleFile('09-zatribune-invoice-with-jr-pdf/en.pdf'),
        );
        const comparison = compareLayouts(
          layoutOf(await render('09-zatribune-invoice')),
          reference,
        );
        console.log(describeComparison('09 en.pdf', comparison));
        expect(comparison.referencePages).toBe(2);
        expect(comparison.pages).toBe(2);
        // Before the table component: 1 page, 30 texts matched.
        expect(comparison.matched).toBeGreaterThanOrEqual(340);
        expect(comparison.meanDeviation).toBeLessThan(6);
        expect(comparison.maxDeviation).toBeLessThan(36);
        // JasperReports measured SansSerif with narrower metrics than DejaVu: "Invoice Date",
        // "Upload Date", the address and the dates ("2021-10-02 02:2:34") wrap elsewhere here.
        const wrapsElsewhere = (text: string) =>
          ['Date', 'Invoice', 'Upload', 'Governorate'].includes(text) ||
          /^\d\d:\d:\d\d$/.test(text);
        const placed = comparison.matches.filter(
          (match) => !wrapsElsewhere(match.text),
        );
        expect(placed.length).toBeGreaterThanOrEqual(200);
        for (const match of placed) expect(match.deviation).toBeLessThan(3);
      }, 120_000);

      it('10 invoice-report: same page count, texts within a few points, the EAN13 barcode drawn as an image', async () => {
        const barcodes = fillSample(
          sampleCases.find(
            (sample) => sample.id === '10-mysd33-invoice',
          ) as (typeof sampleCases)[number],
        ).pages[0].elements.filter(
          (element) =>
            element.kind === 'image' &&
            element.dataUrl?.startsWith('data:image/svg+xml;base64,'),
        );
        expect(barcodes).toHaveLength(1);
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
