export { renderHtml } from './render-html';
export { renderPdf } from './render-pdf';
export { PDF_OPTIONS } from './render-pdf';
export type { RenderPdfOptions } from './render-pdf';
export { sanitizeHtmlMarkup } from './html-markup';
export { styledTextMarkup } from './styled-markup';
