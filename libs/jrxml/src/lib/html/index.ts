export { renderHtml } from './render-html';
export { renderPdf } from './render-pdf';
export type { RenderPdfOptions } from './render-pdf';
export { sanitizeHtmlMarkup } from './html-markup';
