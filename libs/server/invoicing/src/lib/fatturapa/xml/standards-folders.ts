import { join, resolve } from 'node:path';
import { referenceDataPath } from '@registro/server-platform';

/**
 * Where the official standards are read at run time: the repository's reference-data/ folder
 * (carried by dist, the image and the pods; provenance in its SOURCES.md) unless
 * FATTURAPA_XSD_DIR (the FatturaPA 1.2.2 XSD with its local xmldsig copy), SISTEMATS_DIR (the 730
 * XSD) or SISTEMATS_CERT (the Sistema TS certificate SanitelCF.cer) says otherwise. Relative
 * paths in those variables are resolved from the current working directory.
 */
export function fatturaPaXsdFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env['FATTURAPA_XSD_DIR'] ? resolve(env['FATTURAPA_XSD_DIR']) : referenceDataPath('fatturapa', env);
}

export function sistemaTsFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env['SISTEMATS_DIR'] ? resolve(env['SISTEMATS_DIR']) : referenceDataPath('sistemats', env);
}

export function sistemaTsCertificate(env: NodeJS.ProcessEnv = process.env): string {
  return env['SISTEMATS_CERT'] ? resolve(env['SISTEMATS_CERT']) : join(sistemaTsFolder(env), 'SanitelCF.cer');
}
