import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { referenceDataFolder, referenceDataPath } from './reference-data-folder';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the reference data the product carries (reference-data/, no environment variable)', () => {
  const folder = referenceDataFolder({});
  const listed = [...readFileSync(join(folder, 'SOURCES.md'), 'utf8').matchAll(/^\| `([^`]+)` \| `([0-9a-f]{64})` \|/gm)].map(
    ([, file, sha256]) => ({ file, sha256 }),
  );

  it('is the repository folder, whatever the working directory', () => {
    expect(existsSync(join(folder, 'SOURCES.md'))).toBe(true);
    expect(referenceDataPath('istat', {})).toBe(join(folder, 'istat'));
  });

  it('holds exactly the files SOURCES.md lists, each with the sha256 written there', () => {
    expect(listed.map((f) => f.file).sort()).toEqual([
      'fatturapa/MessaggiTypes_v1.1.xsd',
      'fatturapa/Schema_VFSM10.xsd',
      'fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.local.xsd',
      'fatturapa/xmldsig-core-schema.xsd',
      'icd9cm/diagnosi.json',
      'istat/comuni-multicap.json',
      'istat/comuni.json',
      'istat/province.json',
      'sistemats/730_precompilata.xsd',
      'sistemats/SanitelCF.cer',
    ]);
    for (const { file, sha256 } of listed)
      expect({ file, sha256: createHash('sha256').update(readFileSync(join(folder, file))).digest('hex') }).toEqual({ file, sha256 });
    const present = filesUnder(folder).map((f) => relative(folder, f)).filter((f) => f !== 'SOURCES.md');
    expect(present.sort()).toEqual(listed.map((f) => f.file).sort());
  });

  it('REFERENCE_DATA_DIR moves the whole folder', () => {
    expect(referenceDataPath('icd9cm', { REFERENCE_DATA_DIR: '/opt/dati' })).toBe('/opt/dati/icd9cm');
  });
});
