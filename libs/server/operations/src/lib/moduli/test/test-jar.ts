import { ZipFile } from 'yazl';

/** A .jar built in memory for tests: a manifest with the given attributes plus extra files. */
export function testJar(attributi: Record<string, string>, altri: Record<string, Buffer | string> = {}): Promise<Buffer> {
  const manifest = ['Manifest-Version: 1.0', ...Object.entries(attributi).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  return testZip({ 'META-INF/MANIFEST.MF': manifest, ...altri });
}

/** A zip of the given files, built in memory. */
export function testZip(altri: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [nome, dati] of Object.entries(altri)) zip.addBuffer(Buffer.isBuffer(dati) ? dati : Buffer.from(dati), nome);
  zip.end();
  return new Promise((resolve, reject) => {
    const parti: Buffer[] = [];
    zip.outputStream.on('data', (p: Buffer) => parti.push(p)).on('end', () => resolve(Buffer.concat(parti))).on('error', reject);
  });
}

export const MANIFEST_MAGAZZINO = {
  'Implementation-Title': 'magazzino',
  'Implementation-Version': '1.2.0',
  'Build-Date': '2026-11-20 10:30',
  'Registro-Descrizione': 'Gestione del magazzino',
  'Registro-Sezioni': 'magazzino=Magazzino;inventario=Inventario di Magazzino',
};
