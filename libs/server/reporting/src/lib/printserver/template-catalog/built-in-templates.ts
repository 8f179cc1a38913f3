import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormatoTemplate } from '@registro/contracts';
import { FileArchive } from '@registro/server-platform';
import { builtInTemplatesFolder } from '../../template-catalog/built-in-templates-folder';
import { templateBaseName, type TemplateFile } from '../../template-catalog/template-catalog';
import { builtInTemplates } from '../queries/template-file-names';

const letti = new Map<string, { mtimeMs: number; size: number; file: TemplateFile }>();

export function templateFormat(nomeFile: string): FormatoTemplate {
  return /\.jasper$/i.test(nomeFile) ? 'jasper' : 'jrxml';
}

/** A built-in template file by its exact name (case-insensitive), read again only when it changed on disk. */
export async function readBuiltInTemplate(nomeFile: string): Promise<TemplateFile | null> {
  const nome = (await builtInTemplates()).find((n) => n.toLowerCase() === nomeFile.toLowerCase());
  if (!nome) return null;
  const percorso = join(builtInTemplatesFolder(), nome);
  try {
    const s = await stat(percorso);
    const inCache = letti.get(percorso);
    if (inCache && inCache.mtimeMs === s.mtimeMs && inCache.size === s.size) return inCache.file;
    const contenuto = await readFile(percorso);
    const file: TemplateFile = { nomeFile: nome, formato: templateFormat(nome), contenuto, sha256: FileArchive.sha256(contenuto) };
    letti.set(percorso, { mtimeMs: s.mtimeMs, size: s.size, file });
    return file;
  } catch {
    return null;
  }
}

/** A built-in template whose name without extension is `base` (.jrxml preferred over .jasper). */
export async function builtInTemplateByBaseName(base: string): Promise<TemplateFile | null> {
  const b = base.toLowerCase();
  const candidati = (await builtInTemplates()).filter((n) => templateBaseName(n).toLowerCase() === b);
  candidati.sort((a, c) => Number(/\.jasper$/i.test(a)) - Number(/\.jasper$/i.test(c)));
  return candidati.length ? readBuiltInTemplate(candidati[0]) : null;
}
