import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FatturaElettronicaVerifier } from '../lib/fatturapa/fattura-elettronica-verifier';
import { XmlSchemaValidator } from '../lib/fatturapa/xml/xml-schema-validator';

/** The official standards, next to the repository (../shared/standards), never copied into it. */
export const STANDARDS = resolve(__dirname, '../../../../../../shared/standards');
export const FATTURAPA_XSD_DIR = join(STANDARDS, 'fatturapa/xsd');
export const SISTEMATS_DIR = join(STANDARDS, 'sistemats');

export const fatturaPaFile = (folder: 'samples' | 'own', name: string): string =>
  readFileSync(join(STANDARDS, 'fatturapa', folder, name), 'utf8');

export const fatturaPaFiles = (folder: 'samples' | 'own'): string[] =>
  readdirSync(join(STANDARDS, 'fatturapa', folder)).filter((n) => n.endsWith('.xml')).sort();

/** Runs `body` with the standards folders in the environment, giving the old values back. */
export async function withStandardsEnv<T>(env: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  set(env);
  try {
    return await body();
  } finally {
    set(before);
  }
}

/** The XSD validator on the official schemas and the verifier using it (close the validator after the spec). */
export function officialVerifier(): { validator: XmlSchemaValidator; verifier: FatturaElettronicaVerifier } {
  const before = process.env['FATTURAPA_XSD_DIR'];
  process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
  const validator = new XmlSchemaValidator();
  if (before === undefined) delete process.env['FATTURAPA_XSD_DIR'];
  else process.env['FATTURAPA_XSD_DIR'] = before;
  return { validator, verifier: new FatturaElettronicaVerifier(validator) };
}
