import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { PrintElement, PrintText } from '../print';
import { renderHtml } from './render-html';
import { renderPdf } from './render-pdf';
import { box, document, pen, text } from './test-documents';

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const available = existsSync(chromiumPath) && hasPdftotext();
const describeWithChromium = available ? describe : describe.skip;
if (!available) {
  console.warn(
    `render-pdf.spec skipped: needs Chromium at ${chromiumPath} and pdftotext (poppler-utils)`,
  );
}

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

interface PdfLayout {
  pages: { width: number; height: number }[];
  words: Word[];
}

/** Pages and word boxes of a PDF, in points from the top-left corner, via `pdftotext -bbox`. */
function layoutOf(pdf: Uint8Array): PdfLayout {
  const folder = mkdtempSync(path.join(tmpdir(), 'jrxml-html-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    const xhtml = execFileSync('pdftotext', ['-bbox', file, '-'], {
      encoding: 'utf8',
    });
    const layout: PdfLayout = { pages: [], words: [] };
    const tag =
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    for (let match = tag.exec(xhtml); match; match = tag.exec(xhtml)) {
      if (match[1] !== undefined) {
        layout.pages.push({
          width: Number(match[1]),
          height: Number(match[2]),
        });
      } else {
        layout.words.push({
          page: layout.pages.length,
          text: match[7],
          xMin: Number(match[3]),
          yMin: Number(match[4]),
          xMax: Number(match[5]),
          yMax: Number(match[6]),
        });
      }
    }
    return layout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function word(layout: PdfLayout, value: string): Word {
  const found = layout.words.filter((candidate) => candidate.text === value);
  if (found.length !== 1)
    throw new Error(`"${value}" found ${found.length} times in the PDF`);
  return found[0];
}

/** Where the model says a one-word text's glyph box must be (page coordinates, points). */
function expectedBox(element: PrintText, offsetX = 0, offsetY = 0) {
  const { box: b } = element;
  const left = offsetX + element.x + b.leftPadding;
  const top = offsetY + element.y + b.topPadding;
  const right = offsetX + element.x + element.width - b.rightPadding;
  const bottom = offsetY + element.y + element.height - b.bottomPadding;
  return {
    left,
    top,
    right,
    bottom,
    centerX: (left + right) / 2,
    centerY: (top + bottom) / 2,
  };
}

function expectNear(actual: number, expected: number, label: string): void {
  if (Math.abs(actual - expected) > 2) {
    throw new Error(
      `${label}: ${actual.toFixed(2)} is not within 2 pt of ${expected.toFixed(2)}`,
    );
  }
}

/** Checks the placed word against the element's alignment. */
function expectPlaced(
  layout: PdfLayout,
  element: PrintText,
  page: number,
  offsetX = 0,
  offsetY = 0,
): void {
  const found = word(layout, element.text);
  const expected = expectedBox(element, offsetX, offsetY);
  const label = `"${element.text}"`;
  expect(found.page).toBe(page);
  if (element.hTextAlign === 'Left')
    expectNear(found.xMin, expected.left, `${label} left`);
  if (element.hTextAlign === 'Right')
    expectNear(found.xMax, expected.right, `${label} right`);
  if (element.hTextAlign === 'Center') {
    expectNear(
      (found.xMin + found.xMax) / 2,
      expected.centerX,
      `${label} centre x`,
    );
  }
  if (element.vTextAlign === 'Top')
    expectNear(found.yMin, expected.top, `${label} top`);
  if (element.vTextAlign === 'Bottom')
    expectNear(found.yMax, expected.bottom, `${label} bottom`);
  if (element.vTextAlign === 'Middle') {
    expectNear(
      (found.yMin + found.yMax) / 2,
      expected.centerY,
      `${label} centre y`,
    );
  }
}

describeWithChromium(
  'renderPdf (Chromium, checked with pdftotext -bbox)',
  () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await puppeteer.launch({
        executablePath: chromiumPath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      });
    }, 30_000);

    afterAll(async () => {
      await browser?.close();
    });

    const firstPage: PrintText[] = [
      text('Alfa', 20, 30, 150, 20),
      text('Bravo', 200, 30, 150, 20, {
        hTextAlign: 'Center',
        font: font('SansSerif', 12, { bold: true }),
      }),
      text('Charlie', 380, 30, 190, 20, {
        hTextAlign: 'Right',
        font: font('Serif', 9, { italic: true }),
      }),
      text('Delta', 20, 100, 200, 60, {
        vTextAlign: 'Middle',
        box: box(5, pen(1)),
      }),
      text('Echo', 250, 100, 200, 60, {
        vTextAlign: 'Bottom',
        hTextAlign: 'Right',
        box: box(4),
      }),
      text('Foxtrot', 20, 780, 300, 30, {
        font: font('Arial', 14),
        mode: 'Opaque',
        backcolor: '#DDEEFF',
      }),
      text('Golf', 400, 790, 150, 20, {
        font: font('Times New Roman', 11),
        hTextAlign: 'Center',
      }),
    ];
    const inFrame = text('Hotel', 10, 12, 120, 18, {
      font: font('Monospaced', 10),
    });
    const secondPage: PrintText[] = [
      text('India', 300, 400, 200, 20, {
        box: { ...box(0), leftPadding: 7, topPadding: 3 },
      }),
      text('Juliett', 40, 60, 200, 40, {
        font: font('DejaVu Sans', 20),
        vTextAlign: 'Middle',
      }),
    ];
    const frame: PrintElement = {
      kind: 'frame',
      x: 100,
      y: 500,
      width: 300,
      height: 100,
      mode: 'Opaque',
      forecolor: '#000000',
      backcolor: '#EEEEEE',
      box: box(6, pen(0.5)),
      children: [inFrame],
    };
    const shapes: PrintElement[] = [
      {
        kind: 'line',
        x: 20,
        y: 200,
        width: 500,
        height: 1,
        mode: 'Opaque',
        forecolor: '#000000',
        backcolor: '#FFFFFF',
        direction: 'TopDown',
        pen: pen(1, 'Dashed'),
      },
      {
        kind: 'rectangle',
        x: 20,
        y: 220,
        width: 200,
        height: 80,
        mode: 'Opaque',
        forecolor: '#000000',
        backcolor: '#FFEEDD',
        radius: 10,
        pen: pen(2, 'Double'),
      },
      {
        kind: 'ellipse',
        x: 250,
        y: 220,
        width: 120,
        height: 80,
        mode: 'Transparent',
        forecolor: '#000000',
        backcolor: '#FFFFFF',
        pen: pen(1, 'Dotted'),
      },
    ];

    it('prints one PDF page per print page, each text within 2 pt of its model position', async () => {
      const html = renderHtml(
        document([
          [...firstPage, ...shapes],
          [...secondPage, frame],
        ]),
      );
      const layout = layoutOf(await renderPdf(html, browser));

      expect(layout.pages).toHaveLength(2);
      for (const size of layout.pages) {
        expect(Math.abs(size.width - 595)).toBeLessThan(1);
        expect(Math.abs(size.height - 842)).toBeLessThan(1);
      }
      for (const element of firstPage) expectPlaced(layout, element, 1);
      for (const element of secondPage) expectPlaced(layout, element, 2);
      // The frame's child is placed from the frame's padded corner.
      expectPlaced(layout, inFrame, 2, frame.x + 6, frame.y + 6);
    }, 60_000);

    it('uses the report page size for landscape and custom sizes', async () => {
      const landscape = document([[text('Kilo', 700, 500, 100, 20)]], 842, 595);
      const layout = layoutOf(await renderPdf(renderHtml(landscape), browser));
      expect(layout.pages).toHaveLength(1);
      expect(Math.abs(layout.pages[0].width - 842)).toBeLessThan(1);
      expect(Math.abs(layout.pages[0].height - 595)).toBeLessThan(1);
      expectPlaced(layout, landscape.pages[0].elements[0] as PrintText, 1);
    }, 60_000);

    it('wraps long text inside the element width and keeps lines below one another', async () => {
      const long = text(
        'Lima Mike November Oscar Papa Quebec Romeo Sierra',
        50,
        50,
        90,
        200,
      );
      const layout = layoutOf(
        await renderPdf(renderHtml(document([[long]])), browser),
      );
      const words = [
        'Lima',
        'Mike',
        'November',
        'Oscar',
        'Papa',
        'Quebec',
        'Romeo',
        'Sierra',
      ].map((value) => word(layout, value));
      for (const found of words) {
        expect(found.xMin).toBeGreaterThanOrEqual(49);
        expect(found.xMax).toBeLessThanOrEqual(141);
      }
      expect(
        new Set(words.map((found) => Math.round(found.yMin))).size,
      ).toBeGreaterThan(2);
      expectNear(words[0].yMin, 50, 'first line top');
    }, 60_000);

    it('never loads anything from the network', async () => {
      let requests = 0;
      const server = createServer((_request, response) => {
        requests += 1;
        response.end();
      });
      await new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', resolve),
      );
      const { port } = server.address() as AddressInfo;
      try {
        const html = renderHtml(
          document([[text('Tango', 10, 10, 100, 20)]]),
        ).replace(
          '</body>',
          `<img src="http://127.0.0.1:${port}/a.png"><div style="background:url(http://127.0.0.1:${port}/b.png)">x</div></body>`,
        );
        const pdf = await renderPdf(html, browser, { timeout: 10_000 });
        expect(word(layoutOf(pdf), 'Tango').page).toBe(1);
        expect(requests).toBe(0);
      } finally {
        server.close();
      }
    }, 60_000);
  },
);

function font(
  name: string,
  size: number,
  style: { bold?: boolean; italic?: boolean } = {},
) {
  return {
    name,
    size,
    bold: false,
    italic: false,
    underline: false,
    strikeThrough: false,
    ...style,
  };
}
