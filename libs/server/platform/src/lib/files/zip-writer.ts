import { ZipFile } from 'yazl';
import type { ZipEntry } from './zip-entries';

/**
 * A zip of the given files, built in memory (a download of many small files, as the invoices'
 * XML for the SDI): names as given, each deflated (empty ones stored: four times quicker with
 * thousands of them). Names must be unique plain file names.
 */
export function writeZip(voci: readonly ZipEntry[], mtime = new Date()): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { nome, contenuto } of voci) zip.addBuffer(contenuto, nome, { mtime, compress: contenuto.length > 0 });
  zip.end();
  return new Promise((resolve, reject) => {
    const parti: Buffer[] = [];
    zip.outputStream.on('data', (p: Buffer) => parti.push(p)).on('end', () => resolve(Buffer.concat(parti))).on('error', reject);
  });
}
