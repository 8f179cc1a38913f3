import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICD9CM_FILE, defaultIcd9cmFolder } from './icd9cm-import';

describe('the ICD-9-CM list the product carries (import-icd9cm and the seed without a folder)', () => {
  const env = { ...process.env };
  afterAll(() => {
    process.env = env;
  });

  it('is reference-data/icd9cm of the repository, with the diabetes diagnoses', () => {
    delete process.env['REFERENCE_DATA_DIR'];
    expect(defaultIcd9cmFolder()).toMatch(/reference-data\/icd9cm$/);
    const diagnosi = JSON.parse(readFileSync(join(defaultIcd9cmFolder(), ICD9CM_FILE), 'utf8')) as { codice: string; descrizione: string }[];
    expect(diagnosi).toHaveLength(16_284);
    expect(diagnosi.find((d) => d.codice === '250.00')?.descrizione).toMatch(/^DIABETE MELLITO/);
  });
});
