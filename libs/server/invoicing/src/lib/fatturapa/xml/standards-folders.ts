import { join, resolve } from 'node:path';

/**
 * Where the official standards are read at run time (they are not part of the repository):
 * FATTURAPA_XSD_DIR (the FatturaPA 1.2.2 XSD with its local xmldsig copy), SISTEMATS_DIR (the 730
 * XSD) and SISTEMATS_CERT (the Sistema TS certificate SanitelCF.cer). Relative paths are resolved
 * from the current working directory.
 */
export function fatturaPaXsdFolder(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['FATTURAPA_XSD_DIR'] || '../shared/standards/fatturapa/xsd');
}

export function sistemaTsFolder(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['SISTEMATS_DIR'] || '../shared/standards/sistemats');
}

export function sistemaTsCertificate(env: NodeJS.ProcessEnv = process.env): string {
  return env['SISTEMATS_CERT'] ? resolve(env['SISTEMATS_CERT']) : join(sistemaTsFolder(env), 'SanitelCF.cer');
}
