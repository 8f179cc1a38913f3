import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { BadRequestError, UnitOfWork, referenceDataPath } from '@registro/server-platform';

/** The ICD-9-CM folder of the seed and of `import-icd9cm` without argument: the repository's reference-data/icd9cm. */
export function defaultIcd9cmFolder(): string {
  return referenceDataPath('icd9cm');
}

/** `diagnosi.json`: a JSON array of `{codice, descrizione}` (see the folder's SOURCES.md). */
export const ICD9CM_FILE = 'diagnosi.json';

const CODICE = /^(?:\d{3}|V\d{2}|E\d{3})(?:\.\d{1,2})?$/;

/**
 * Imports the ICD-9-CM diagnoses into `icd9cm_diagnosi` in one transaction: an upsert by code
 * (idempotent: a second run changes nothing), the file's order kept for the list.
 */
@Injectable()
export class Icd9cmImport {
  constructor(private readonly uow: UnitOfWork) {}

  async run(folder: string): Promise<{ diagnosi: number; modificate: number }> {
    const righe = parse(await readFile(join(folder, ICD9CM_FILE), 'utf8'));
    return this.uow.run(async (tx) => {
      const { rowCount } = await tx.query(
        `INSERT INTO icd9cm_diagnosi (codice, descrizione, ordine)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
         ON CONFLICT (codice) DO UPDATE SET descrizione = EXCLUDED.descrizione, ordine = EXCLUDED.ordine
         WHERE (icd9cm_diagnosi.descrizione, icd9cm_diagnosi.ordine) IS DISTINCT FROM (EXCLUDED.descrizione, EXCLUDED.ordine)`,
        [righe.map((r) => r.codice), righe.map((r) => r.descrizione), righe.map((_, i) => i + 1)],
      );
      return { diagnosi: righe.length, modificate: rowCount ?? 0 };
    });
  }
}

function parse(testo: string): { codice: string; descrizione: string }[] {
  let json: unknown;
  try {
    json = JSON.parse(testo);
  } catch {
    throw new BadRequestError(`${ICD9CM_FILE} non è un JSON valido`);
  }
  if (!Array.isArray(json)) throw new BadRequestError(`${ICD9CM_FILE} deve contenere un elenco di diagnosi`);
  const visti = new Set<string>();
  return json.map((r: { codice?: unknown; descrizione?: unknown }, i) => {
    const codice = String(r?.codice ?? '').trim();
    const descrizione = String(r?.descrizione ?? '').trim();
    if (!CODICE.test(codice) || !descrizione || visti.has(codice))
      throw new BadRequestError(`${ICD9CM_FILE}: riga ${i + 1} non valida (${JSON.stringify(r)})`);
    visti.add(codice);
    return { codice, descrizione };
  });
}
