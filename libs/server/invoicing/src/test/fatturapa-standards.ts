import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
