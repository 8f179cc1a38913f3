// Secondary entry point `@registro/server-reporting/worker`: the PDF pipeline (Chromium pool,
// design cache, print preparation, the queue `pdf` consumer). Only apps/worker imports it, so
// puppeteer-core stays out of the api bundle; the api must not import this file.
export * from './lib/print/worker/reporting-worker.module';
export * from './lib/print/worker/pdf.processor';
export * from './lib/print/worker/chromium-pool';
export * from './lib/print/worker/design-cache';
export * from './lib/print/worker/print-preparation';
export * from './lib/print/worker/pdf-settings';
