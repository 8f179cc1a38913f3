import { writeZip } from '@registro/server-platform/files';

/** A .jar built in memory for tests: a manifest with the given attributes plus extra files. */
export function testJar(attributi: Record<string, string>, altri: Record<string, Buffer | string> = {}): Promise<Buffer> {
  const manifest = ['Manifest-Version: 1.0', ...Object.entries(attributi).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  return testZip({ 'META-INF/MANIFEST.MF': manifest, ...altri });
}

/** A zip of the given files, built in memory by the product's own writer. */
export function testZip(altri: Record<string, Buffer | string>): Promise<Buffer> {
  return writeZip(Object.entries(altri).map(([nome, dati]) => ({ nome, contenuto: Buffer.isBuffer(dati) ? dati : Buffer.from(dati) })));
}

export const MANIFEST_MAGAZZINO = {
  'Implementation-Title': 'magazzino',
  'Implementation-Version': '1.2.0',
  'Build-Date': '2026-11-20 10:30',
  'Registro-Descrizione': 'Gestione del magazzino',
  'Registro-Sezioni': 'magazzino=Magazzino;inventario=Inventario di Magazzino',
};

/** A one-entry stored zip whose file name is taken as given (yazl refuses bad names itself). */
export function zipWithEntryName(nome: string): Buffer {
  const dati = Buffer.from('x');
  const nomeB = Buffer.from(nome);
  const locale = Buffer.alloc(30);
  locale.writeUInt32LE(0x04034b50, 0);
  locale.writeUInt16LE(10, 4);
  locale.writeUInt32LE(0x8cdc1683, 14); // crc32("x")
  locale.writeUInt32LE(1, 18);
  locale.writeUInt32LE(1, 22);
  locale.writeUInt16LE(nomeB.length, 26);
  const centrale = Buffer.alloc(46);
  centrale.writeUInt32LE(0x02014b50, 0);
  centrale.writeUInt16LE(20, 4);
  centrale.writeUInt16LE(10, 6);
  centrale.writeUInt32LE(0x8cdc1683, 16);
  centrale.writeUInt32LE(1, 20);
  centrale.writeUInt32LE(1, 24);
  centrale.writeUInt16LE(nomeB.length, 28);
  const inizioCentrale = locale.length + nomeB.length + dati.length;
  const fine = Buffer.alloc(22);
  fine.writeUInt32LE(0x06054b50, 0);
  fine.writeUInt16LE(1, 8);
  fine.writeUInt16LE(1, 10);
  fine.writeUInt32LE(centrale.length + nomeB.length, 12);
  fine.writeUInt32LE(inizioCentrale, 16);
  return Buffer.concat([locale, nomeB, dati, centrale, nomeB, fine]);
}
