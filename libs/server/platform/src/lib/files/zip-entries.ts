import * as yauzl from 'yauzl';

/** Limits on an uploaded zip: it is untrusted input. */
export interface ZipLimits {
  voci: number;
  /** sum of the declared uncompressed sizes */
  nonCompressiTotali: number;
  /** uncompressed / compressed, for entries above 1 MB */
  rapportoCompressione: number;
  /** the largest entry read */
  byteMassimiVoce: number;
}

/** A zip the upload cannot be read from, with the Italian reason (yauzl's English one is left out). */
export class ZipNonValido extends Error {}

export interface ZipEntry {
  /** the path inside the archive */
  nome: string;
  contenuto: Buffer;
}

const MB = 1024 * 1024;

/**
 * The entries of a zip held in memory whose path `wanted` accepts, read in memory, never written to
 * disk. yauzl refuses absolute and `..` paths and entries whose data does not match their declared
 * size; folders are skipped. Every limit is checked against the declared sizes before an entry is
 * inflated and against the bytes actually inflated while it is.
 */
export async function readZipEntries(contenuto: Buffer, limiti: ZipLimits, wanted: (nome: string) => boolean = () => true): Promise<ZipEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(contenuto, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw new ZipNonValido('il file non è un archivio zip leggibile');
  }
  try {
    if (zip.entryCount > limiti.voci) throw new ZipNonValido(`contiene più di ${limiti.voci} file`);
    return await collect(zip, limiti, wanted);
  } catch (e) {
    if (e instanceof ZipNonValido) throw e;
    throw new ZipNonValido('archivio danneggiato');
  } finally {
    zip.close();
  }
}

function collect(zip: yauzl.ZipFile, limiti: ZipLimits, wanted: (nome: string) => boolean): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    let totale = 0;
    const voci: ZipEntry[] = [];
    zip.on('error', (e: unknown) => reject(e instanceof ZipNonValido ? e : new ZipNonValido('archivio danneggiato')));
    zip.on('entry', (entry: yauzl.Entry) => {
      totale += entry.uncompressedSize;
      if (totale > limiti.nonCompressiTotali)
        return reject(new ZipNonValido(`una volta decompresso supererebbe ${limiti.nonCompressiTotali / MB} MB`));
      if (entry.uncompressedSize > MB && entry.uncompressedSize > limiti.rapportoCompressione * Math.max(1, entry.compressedSize))
        return reject(new ZipNonValido(`rapporto di compressione sospetto per ${entry.fileName.slice(0, 100)}`));
      if (entry.fileName.endsWith('/') || !wanted(entry.fileName)) return zip.readEntry();
      readEntry(zip, entry, limiti.byteMassimiVoce).then((bytes) => {
        voci.push({ nome: entry.fileName, contenuto: bytes });
        zip.readEntry();
      }, reject);
    });
    zip.on('end', () => resolve(voci));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, byteMassimi: number): Promise<Buffer> {
  const troppoGrande = () => new ZipNonValido(`${entry.fileName.slice(0, 100)} supera ${Math.round(byteMassimi / 1024)} KB`);
  if (entry.uncompressedSize > byteMassimi) return Promise.reject(troppoGrande());
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new ZipNonValido(`${entry.fileName.slice(0, 100)} illeggibile`));
      const parti: Buffer[] = [];
      let letti = 0;
      stream.on('data', (parte: Buffer) => {
        letti += parte.length;
        if (letti > byteMassimi) {
          stream.destroy();
          reject(troppoGrande());
        } else parti.push(parte);
      });
      stream.on('error', () => reject(new ZipNonValido(`${entry.fileName.slice(0, 100)} illeggibile`)));
      stream.on('end', () => resolve(Buffer.concat(parti)));
    });
  });
}
