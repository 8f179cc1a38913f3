/**
 * The PDF service as other contexts may use it (reporting implements it with its print queue):
 * invoicing prints an invoice without importing reporting. Errors are the print service's own
 * Italian 4xx/503 and pass through.
 */
export interface PdfRenderer {
  /** renders `reportName` with `data`; the PDF as base64 */
  render(reportName: string, data: unknown): Promise<string>;
}

export const PDF_RENDERER = Symbol('PDF_RENDERER');
