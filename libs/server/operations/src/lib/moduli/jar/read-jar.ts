import * as yauzl from 'yauzl';
import { readManifest, ManifestNonValido, type ManifestModulo } from './manifest';

/** Limits on an uploaded archive: it is untrusted input. */
export const JAR_LIMITS = {
  /** the upload itself (larger: 413) */
  byteMassimi: 20 * 1024 * 1024,
  voci: 20_000,
  /** sum of the declared uncompressed sizes */
  nonCompressiTotali: 200 * 1024 * 1024,
  /** uncompressed / compressed, for entries above 1 MB */
  rapportoCompressione: 100,
  manifestByte: 64 * 1024,
};

export class InvalidJarError extends Error {}

const MANIFEST = 'meta-inf/manifest.mf';

/**
 * The manifest of a .jar held in memory. Only the central directory and the manifest entry are
 * read, never written to disk; yauzl refuses absolute and `..` paths and entries whose data does
 * not match their declared size. Errors are InvalidJarError with an Italian reason (yauzl's English
 * one is left out).
 */
export async function readJar(contenuto: Buffer, limiti = JAR_LIMITS): Promise<ManifestModulo> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(contenuto, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw new InvalidJarError('il file non è un archivio zip leggibile');
  }
  try {
    if (zip.entryCount > limiti.voci) throw new InvalidJarError(`contiene più di ${limiti.voci} file`);
    const manifest = await findManifest(zip, limiti);
    if (manifest === null) throw new InvalidJarError('manca META-INF/MANIFEST.MF');
    return readManifest(manifest);
  } catch (e) {
    if (e instanceof ManifestNonValido) throw new InvalidJarError(e.message);
    if (e instanceof InvalidJarError) throw e;
    throw new InvalidJarError('archivio danneggiato');
  } finally {
    zip.close();
  }
}

function findManifest(zip: yauzl.ZipFile, limiti: typeof JAR_LIMITS): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let totale = 0;
    let trovato: string | null = null;
    zip.on('error', () => reject(new InvalidJarError('archivio danneggiato')));
    zip.on('entry', (entry: yauzl.Entry) => {
      totale += entry.uncompressedSize;
      if (totale > limiti.nonCompressiTotali)
        return reject(new InvalidJarError(`una volta decompresso supererebbe ${limiti.nonCompressiTotali / 1024 / 1024} MB`));
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > limiti.rapportoCompressione * Math.max(1, entry.compressedSize))
        return reject(new InvalidJarError(`rapporto di compressione sospetto per ${entry.fileName.slice(0, 100)}`));
      if (entry.fileName.toLowerCase() !== MANIFEST || trovato !== null) return zip.readEntry();
      readEntry(zip, entry, limiti.manifestByte).then((text) => {
        trovato = text;
        zip.readEntry();
      }, reject);
    });
    zip.on('end', () => resolve(trovato));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, byteMassimi: number): Promise<string> {
  if (entry.uncompressedSize > byteMassimi) return Promise.reject(new InvalidJarError(`il manifest supera ${byteMassimi / 1024} KB`));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new InvalidJarError('manifest illeggibile'));
      const parti: Buffer[] = [];
      let letti = 0;
      stream.on('data', (parte: Buffer) => {
        letti += parte.length;
        if (letti > byteMassimi) {
          stream.destroy();
          reject(new InvalidJarError(`il manifest supera ${byteMassimi / 1024} KB`));
        } else parti.push(parte);
      });
      stream.on('error', () => reject(new InvalidJarError('manifest illeggibile')));
      stream.on('end', () => resolve(Buffer.concat(parti).toString('utf8')));
    });
  });
}
