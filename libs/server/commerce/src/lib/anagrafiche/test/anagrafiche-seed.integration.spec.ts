import type { Anagrafica, DizionarioTipo, ModificaRisorsa } from '@registro/contracts';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { AnagraficheSeeder } from '../seed/anagrafiche-seeder';

jest.setTimeout(60_000);

describe('demo dictionaries and parties', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('seeds the types the other areas rely on and the customers and suppliers, once, with their history', async () => {
    await t.app.get(AnagraficheSeeder).run();
    await t.app.get(AnagraficheSeeder).run();

    const tipi = (await t.http.get('/api/dizionariotipi').set(bearer(admin))).body.data.list as DizionarioTipo[];
    expect(tipi.map((r) => `${r.sezioneDizionario} ${r.codiceTipo} ${r.tipo} ${r.tipoMovimento ?? '-'} ${r.richiedeFattura ?? '-'}`)).toEqual([
      'ANAGRAFICA CLI P - -',
      'ANAGRAFICA FOR P - -',
      'DOCUMENTO DDT P S FAT',
      'DOCUMENTO DDTA A S FATA',
      'DOCUMENTO FAT P S -',
      'DOCUMENTO FATA A S -',
      'DOCUMENTO ORD P C -',
      'DOCUMENTOMOBILE DDM P S -',
    ]);
    const clienti = (await t.http.get('/api/anagrafica?codiceTipo=CLI').set(bearer(admin))).body.data;
    const fornitori = (await t.http.get('/api/anagrafica?codiceTipo=FOR').set(bearer(admin))).body.data;
    expect([clienti.recordsNumber, fornitori.recordsNumber]).toEqual([12, 5]);
    const primo = (clienti.list as Anagrafica[])[0];
    const storia = (await t.http.get(`/api/modificherisorse?sezione=anagrafica&idRisorsa=${primo.id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[];
    expect(storia).toHaveLength(1);
  });
});
