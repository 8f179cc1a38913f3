import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestError } from '@registro/server-platform/errors';

/**
 * The ISTAT folder (e.g. reference-data/istat, see its SOURCES.md): `province.json` (codice, nome, sigla, regione),
 * `comuni.json` (the current comuni: codice, nome, codiceCatastale, cap, provincia.sigla) and
 * `comuni-multicap.json` (codice, cap[] — every CAP of the multi-CAP cities; it also lists a few
 * comuni merged away since, which are not imported).
 */
export const ISTAT_FILES = { province: 'province.json', comuni: 'comuni.json', multicap: 'comuni-multicap.json' } as const;

export interface ProvinciaIstat {
  sigla: string;
  codiceIstat: string;
  provincia: string;
  regione: string;
}

export interface ComuneIstat {
  codiceIstat: string;
  comune: string;
  siglaProvincia: string;
  /** the first CAP (of the multi-CAP list when there is one) */
  cap: string;
  /** every CAP, sorted */
  caps: string[];
  codiceCatastale: string;
}

interface ProvinciaJson {
  codice: string;
  nome: string;
  sigla: string;
  regione?: string;
}
interface ComuneJson {
  codice: string;
  nome: string;
  codiceCatastale?: string;
  cap?: string;
  provincia: { sigla: string };
}
interface MulticapJson {
  codice: string;
  cap: string[];
}

async function readJson<T>(folder: string, file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(join(folder, file), 'utf8');
  } catch {
    throw new BadRequestError(`File ISTAT mancante: ${join(folder, file)}`);
  }
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new BadRequestError(`Il file ISTAT ${file} non contiene una lista`);
  return data as T[];
}

/** Provinces and comuni of the folder, the CAPs of both comuni files merged. */
export async function readIstatFolder(folder: string): Promise<{ province: ProvinciaIstat[]; comuni: ComuneIstat[] }> {
  const [provinceJson, comuniJson, multicapJson] = await Promise.all([
    readJson<ProvinciaJson>(folder, ISTAT_FILES.province),
    readJson<ComuneJson>(folder, ISTAT_FILES.comuni),
    readJson<MulticapJson>(folder, ISTAT_FILES.multicap),
  ]);
  const multicap = new Map(multicapJson.filter((m) => Array.isArray(m.cap)).map((m) => [m.codice, m.cap]));
  const province = provinceJson.map((p) => ({ sigla: p.sigla, codiceIstat: p.codice, provincia: p.nome, regione: p.regione ?? '' }));
  const comuni = comuniJson.map((c) => {
    const elenco = multicap.get(c.codice) ?? [];
    const caps = [...new Set([...elenco, ...(c.cap ? [c.cap] : [])])].sort();
    return {
      codiceIstat: c.codice,
      comune: c.nome,
      siglaProvincia: c.provincia.sigla,
      cap: [...elenco].sort()[0] ?? c.cap ?? '',
      caps,
      codiceCatastale: c.codiceCatastale ?? '',
    };
  });
  return { province, comuni };
}
