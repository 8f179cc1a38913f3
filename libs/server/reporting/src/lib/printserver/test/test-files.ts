import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The shared JasperReports samples: compiled .jasper files with their JRXML sources. */
export const JASPER_FOLDER = resolve(__dirname, '../../../../../../../../shared/standards/jasperreports/11-compiled-jasper');

export const fileCampione = (nome: string): Buffer => readFileSync(join(JASPER_FOLDER, nome));

export const dataUrl = (contenuto: Buffer): string => `data:application/octet-stream;base64,${contenuto.toString('base64')}`;

/**
 * A built-in templates folder for the tests (REPORT_TEMPLATES_DIR): fattura.jrxml and
 * ProformaOrdine.jrxml copied from the samples, with the invoice's test data.
 */
export function testBuiltInFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'registro-template-'));
  copyFileSync(join(JASPER_FOLDER, 'order.jrxml'), join(dir, 'fattura.jrxml'));
  copyFileSync(join(JASPER_FOLDER, 'orders.jrxml'), join(dir, 'ProformaOrdine.jrxml'));
  mkdirSync(join(dir, 'dati-di-prova'));
  writeFileSync(join(dir, 'dati-di-prova', 'fattura.json'), '{"numeroDocumento": "1/2026"}');
  writeFileSync(join(dir, 'dati-di-prova', 'proforma-ordine-3-righe.json'), '{"righe": [1, 2, 3]}');
  return dir;
}
