import type { Browser, PDFOptions } from 'puppeteer-core';

/**
 * page.pdf() options for documents made by `renderHtml`: page size from the CSS @page, backgrounds
 * printed; no tagged (accessible) structure, no outline and no wait for web fonts (there are
 * none): a tagged PDF takes a third more time to make and is three times bigger.
 */
export const PDF_OPTIONS: PDFOptions = {
  preferCSSPageSize: true,
  printBackground: true,
  tagged: false,
  outline: false,
  waitForFonts: false,
};

/** Options for printing; the defaults fit documents made by `renderHtml`. */
export interface RenderPdfOptions {
  /** Milliseconds allowed for loading and printing (default 30 000). */
  timeout?: number;
}

/**
 * Prints an HTML document (from `renderHtml`) to PDF in a new page of `browser`. The page size comes
 * from the document's CSS @page; JavaScript is off and every request except data: URLs is refused.
 */
export async function renderPdf(
  html: string,
  browser: Browser,
  options: RenderPdfOptions = {},
): Promise<Uint8Array> {
  const timeout = options.timeout ?? 30_000;
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) void request.continue();
      else void request.abort('blockedbyclient');
    });
    await page.setContent(html, { waitUntil: 'load', timeout });
    return await page.pdf({ ...PDF_OPTIONS, timeout });
  } finally {
    await page.close();
  }
}
