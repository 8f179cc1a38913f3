import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormatoTemplate } from '@registro/contracts';
import { ArchivioFile } from '../../archivio/archivio-file';
import { cartellaTemplatePredefiniti } from '../../catalogo/cartella-template-predefiniti';
import { nomeBaseTemplate, type TemplateFile } from '../../catalogo/catalogo-template';
import { templatePredefiniti } from '../queries/nomi-file-template';

const letti = new Map<string, { mtimeMs: number; size: number; file: TemplateFile }>();

export function formatoDi(nomeFile: string): FormatoTemplate {
  return /\.jasper$/i.test(nomeFile) ? 'jasper' : 'jrxml';
}

/** A built-in template file by its exact name (case-insensitive), read again only when it changed on disk. */
export async function leggiPredefinito(nomeFile: string): Promise<TemplateFile | null> {
  const nome = (await templatePredefiniti()).find((n) => n.toLowerCase() === nomeFile.toLowerCase());
  if (!nome) return null;
  const percorso = join(cartellaTemplatePredefiniti(), nome);
  try {
    const s = await stat(percorso);
    const inCache = letti.get(percorso);
    if (inCache && inCache.mtimeMs === s.mtimeMs && inCache.size === s.size) return inCache.file;
    const contenuto = await readFile(percorso);
    const file: TemplateFile = { nomeFile: nome, formato: formatoDi(nome), contenuto, sha256: ArchivioFile.sha256(contenuto) };
    letti.set(percorso, { mtimeMs: s.mtimeMs, size: s.size, file });
    return file;
  } catch {
    return null;
  }
}

/** A built-in template whose name without extension is `base` (.jrxml preferred over .jasper). */
export async function predefinitoPerNomeBase(base: string): Promise<TemplateFile | null> {
  const b = base.toLowerCase();
  const candidati = (await templatePredefiniti()).filter((n) => nomeBaseTemplate(n).toLowerCase() === b);
  candidati.sort((a, c) => Number(/\.jasper$/i.test(a)) - Number(/\.jasper$/i.test(c)));
  return candidati.length ? leggiPredefinito(candidati[0]) : null;
}
