import { readZipEntries, ZipNonValido, type ZipLimits } from '@registro/server-platform';
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
 * The manifest of a .jar held in memory, read by the platform's `readZipEntries` (only the
 * manifest entry is inflated). Errors are InvalidJarError with an Italian reason.
 */
export async function readJar(contenuto: Buffer, limiti = JAR_LIMITS): Promise<ManifestModulo> {
  const zipLimits: ZipLimits = { ...limiti, byteMassimiVoce: limiti.manifestByte };
  try {
    const [manifest] = await readZipEntries(contenuto, zipLimits, (nome) => nome.toLowerCase() === MANIFEST);
    if (!manifest) throw new InvalidJarError('manca META-INF/MANIFEST.MF');
    return readManifest(manifest.contenuto.toString('utf8'));
  } catch (e) {
    if (e instanceof ManifestNonValido || e instanceof ZipNonValido) throw new InvalidJarError(e.message);
    throw e;
  }
}
