import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The repository's `reference-data/` folder (official schemas, the Sistema TS certificate, the
 * ISTAT and ICD-9-CM lists; provenance in its SOURCES.md): REFERENCE_DATA_DIR when set; next to
 * the built bundle (webpack copies it to dist/apps/api/reference-data, so the Docker image and
 * the pods carry it); else the repository root seen from this source file (jest, tsx). Never
 * depends on the working directory.
 */
export function referenceDataFolder(env: NodeJS.ProcessEnv = process.env): string {
  const daAmbiente = env['REFERENCE_DATA_DIR'];
  if (daAmbiente) return resolve(daAmbiente);
  const accantoAlBundle = join(__dirname, 'reference-data');
  if (existsSync(accantoAlBundle)) return accantoAlBundle;
  return resolve(__dirname, '../../../../../..', 'reference-data');
}

/** A sub-folder of the reference data: `fatturapa`, `sistemats`, `istat`, `icd9cm`. */
export function referenceDataPath(sub: 'fatturapa' | 'sistemats' | 'istat' | 'icd9cm', env: NodeJS.ProcessEnv = process.env): string {
  return join(referenceDataFolder(env), sub);
}
