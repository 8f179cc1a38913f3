import { MANIFEST_MAGAZZINO, testJar, testZip, zipWithEntryName } from '@registro/server-testing';
import { InvalidJarError, JAR_LIMITS, readJar } from './read-jar';

const motivo = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(InvalidJarError);
  return (e as Error).message;
};

describe('readJar', () => {
  it('reads name, version, compile date, description and sections from the manifest', async () => {
    const jar = await testJar(MANIFEST_MAGAZZINO, { 'it/registro/Magazzino.class': Buffer.alloc(100) });
    await expect(readJar(jar)).resolves.toEqual({
      nome: 'magazzino',
      version: '1.2.0',
      compileDate: '2026-11-20 10:30',
      descrizione: 'Gestione del magazzino',
      sezioni: [
        { id: 'magazzino', descrizione: 'Magazzino' },
        { id: 'inventario', descrizione: 'Inventario di Magazzino' },
      ],
    });
  });

  it('refuses what is not a zip, a zip without manifest and a manifest without the title', async () => {
    expect(await motivo(readJar(Buffer.from('non sono un archivio')))).toMatch(/non è un archivio zip leggibile/);
    expect(await motivo(readJar(await testZip({ 'leggimi.txt': 'ciao' })))).toBe('manca META-INF/MANIFEST.MF');
    expect(await motivo(readJar(await testJar({ 'Implementation-Version': '1' })))).toBe("nel manifest manca l'attributo Implementation-Title");
  });

  it('refuses a zip bomb by its compression ratio and total size', async () => {
    const bomba = await testJar(MANIFEST_MAGAZZINO, { 'zeri.bin': Buffer.alloc(5 * 1024 * 1024) });
    expect(await motivo(readJar(bomba))).toMatch(/rapporto di compressione sospetto per zeri\.bin/);
    const grande = await testJar(MANIFEST_MAGAZZINO, { 'a.bin': Buffer.alloc(3000), 'b.bin': Buffer.alloc(3000) });
    expect(await motivo(readJar(grande, { ...JAR_LIMITS, nonCompressiTotali: 4000 }))).toMatch(/una volta decompresso supererebbe/);
  });

  it('refuses too many entries, an oversized manifest and invalid section ids', async () => {
    const molti = await testJar(MANIFEST_MAGAZZINO, { a: 'a', b: 'b', c: 'c' });
    expect(await motivo(readJar(molti, { ...JAR_LIMITS, voci: 2 }))).toBe('contiene più di 2 file');
    const lungo = await testJar({ ...MANIFEST_MAGAZZINO, 'X-Padding': 'x'.repeat(70 * 1024) });
    expect(await motivo(readJar(lungo))).toBe('META-INF/MANIFEST.MF supera 64 KB');
    const sezioni = await testJar({ ...MANIFEST_MAGAZZINO, 'Registro-Sezioni': '../etc=Pericolo' });
    expect(await motivo(readJar(sezioni))).toMatch(/id di sezione non valido/);
  });

  it('refuses path traversal in entry names', async () => {
    expect(await motivo(readJar(zipWithEntryName('../../evil.txt')))).toMatch(/archivio danneggiato|non è un archivio zip/);
  });
});
