import type { ModificaRisorsa } from '@registro/contracts';
import { CatalogoSeeder } from '../seed/catalogo-seeder';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';

jest.setTimeout(90_000);

describe('catalogue master data: /api/iva, /api/articoligruppi, /api/marche, /api/categorie', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(CatalogoSeeder).run();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const storia = async (sezione: string, id: number): Promise<string[]> =>
    ((await t.http.get(`/api/modificherisorse?sezione=${sezione}&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[]).map((m) => m.modifiche);

  it('the demo VAT codes are there: 22, 10, 04 and ES', async () => {
    const lista = (await t.http.get('/api/iva').set(bearer(admin)).expect(200)).body.data;
    expect(lista.list.map((i: { codice: string; aliquota: number }) => [i.codice, i.aliquota])).toEqual([
      ['04', 4],
      ['10', 10],
      ['22', 22],
      ['ES', 0],
    ]);
  });

  it('VAT: creates with a decimal rate, lists with filters, updates with history, refuses a duplicate and a rate over 100, deletes', async () => {
    const creata = await t.http.post('/api/iva').set(bearer(admin)).send({ codice: 'R5', descrizione: 'Ridotta 5,5%', aliquota: 5.5 });
    expect(creata.status).toBe(201);
    const id = creata.body.data.id as number;
    expect(creata.body).toEqual({ messaggio: 'Salvataggio avvenuto con successo', data: { id, codice: 'R5', descrizione: 'Ridotta 5,5%', aliquota: 5.5, attivo: true, versione: 1 } });
    expect((await t.http.get('/api/iva?codice=r5&descrizione=ridotta').set(bearer(admin))).body.data).toEqual({ list: [creata.body.data], recordsNumber: 1 });

    await t.http.put(`/api/iva/${id}`).set(bearer(admin)).send({ codice: 'R5', descrizione: 'Ridotta 5,5%', aliquota: '5.50', attivo: false }).expect(200);
    expect((await t.http.get(`/api/iva/${id}`).set(bearer(admin))).body.data).toMatchObject({ aliquota: 5.5, attivo: false });
    expect(await storia('iva', id)).toEqual([expect.stringContaining('Record creato'), 'Attivo: sì → no']);

    const doppia = await t.http.post('/api/iva').set(bearer(admin)).send({ codice: 'r5', descrizione: 'Altra' });
    expect(doppia.status).toBe(409);
    expect(doppia.body).toEqual({ messaggio: "Esiste già un'I.V.A. con questo codice" });
    const troppo = await t.http.post('/api/iva').set(bearer(admin)).send({ codice: 'X', descrizione: ' ', aliquota: 101 });
    expect(troppo.status).toBe(400);
    expect(troppo.body.messaggio).toBe('Il campo Descrizione è obbligatorio#Il campo Aliquota deve essere compreso tra 0 e 100#');
    // 150 is refused, never capped to 100, on create and on update; nothing is saved
    const centocinquanta = await t.http.post('/api/iva').set(bearer(admin)).send({ codice: 'X150', descrizione: 'Troppo', aliquota: 150 });
    expect([centocinquanta.status, centocinquanta.body.messaggio]).toEqual([400, 'Il campo Aliquota deve essere compreso tra 0 e 100#']);
    const aggiornata = await t.http.put(`/api/iva/${id}`).set(bearer(admin)).send({ codice: 'R5', descrizione: 'Ridotta 5,5%', aliquota: 150, attivo: false });
    expect([aggiornata.status, aggiornata.body.messaggio]).toEqual([400, 'Il campo Aliquota deve essere compreso tra 0 e 100#']);
    expect((await t.http.get(`/api/iva/${id}`).set(bearer(admin))).body.data.aliquota).toBe(5.5);
    expect((await t.http.get('/api/iva?codice=X150').set(bearer(admin))).body.data.list).toEqual([]);

    expect((await t.http.delete(`/api/iva/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'Eliminazione avvenuta con successo', data: { id } });
    expect((await t.http.get(`/api/iva/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'I.V.A. non trovata' });
  });

  it('article groups: CRUD with capogruppo and duplicate 409', async () => {
    const creato = await t.http.post('/api/articoligruppi').set(bearer(admin)).send({ codice: 'CANC', descrizione: 'Cancelleria', capogruppo: 'CARTA' });
    expect(creato.status).toBe(201);
    const id = creato.body.data.id as number;
    expect(creato.body.data).toMatchObject({ codice: 'CANC', descrizione: 'Cancelleria', capogruppo: 'CARTA', attivo: true });
    expect((await t.http.get('/api/articoligruppi?descrizione=cancel').set(bearer(admin))).body.data.recordsNumber).toBe(1);
    await t.http.put(`/api/articoligruppi/${id}`).set(bearer(admin)).send({ codice: 'CANC', descrizione: 'Cancelleria varia', capogruppo: 'CARTA' }).expect(200);
    expect(await storia('gruppiarticoli', id)).toEqual([expect.stringContaining('Record creato'), 'Descrizione: Cancelleria → Cancelleria varia']);
    expect((await t.http.post('/api/articoligruppi').set(bearer(admin)).send({ codice: 'carta', descrizione: 'X' })).body).toEqual({
      messaggio: 'Esiste già un gruppo articoli con questo codice',
    });
    await t.http.delete(`/api/articoligruppi/${id}`).set(bearer(admin)).expect(200);
    expect((await t.http.get(`/api/articoligruppi/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('brands: the description travels as descrizone, filters on it, duplicate 409', async () => {
    const creata = await t.http.post('/api/marche').set(bearer(admin)).send({ codice: 'ACME', descrizone: 'Acme Srl' });
    expect(creata.status).toBe(201);
    const id = creata.body.data.id as number;
    expect(creata.body.data).toEqual({ id, codice: 'ACME', descrizone: 'Acme Srl', attivo: true, versione: 1 });
    expect((await t.http.get('/api/marche?descrizione=acme').set(bearer(admin))).body.data.list).toEqual([creata.body.data]);
    await t.http.put(`/api/marche/${id}`).set(bearer(admin)).send({ codice: 'ACME', descrizone: 'Acme SpA' }).expect(200);
    expect((await t.http.get(`/api/marche/${id}`).set(bearer(admin))).body.data.descrizone).toBe('Acme SpA');
    expect((await t.http.post('/api/marche').set(bearer(admin)).send({ codice: 'acme', descrizone: 'Doppia' })).status).toBe(409);
    await t.http.delete(`/api/marche/${id}`).set(bearer(admin)).expect(200);
  });

  it('categories: saved with subcategories, each needing a unique code; GET /:id carries them', async () => {
    const body = {
      codice: 'CAFFE',
      descrizione: 'Caffetteria',
      listaSottocategorie: [
        { codice: 'CIALDE', descrizione: 'Cialde' },
        { codice: 'ZUCCHERO', descrizione: 'Zucchero' },
      ],
    };
    const creata = await t.http.post('/api/categorie').set(bearer(admin)).send(body);
    expect(creata.status).toBe(201);
    const id = creata.body.data.id as number;
    expect((await t.http.get(`/api/categorie/${id}`).set(bearer(admin))).body.data).toEqual({
      id,
      codice: 'CAFFE',
      descrizione: 'Caffetteria',
      attivo: true,
      versione: 1,
      listaSottocategorie: [
        { codice: 'CIALDE', descrizione: 'Cialde', attivo: true },
        { codice: 'ZUCCHERO', descrizione: 'Zucchero', attivo: true },
      ],
    });

    await t.http.put(`/api/categorie/${id}`).set(bearer(admin)).send({ ...body, listaSottocategorie: [body.listaSottocategorie[1]] }).expect(200);
    expect((await t.http.get(`/api/categorie/${id}`).set(bearer(admin))).body.data.listaSottocategorie).toEqual([{ codice: 'ZUCCHERO', descrizione: 'Zucchero', attivo: true }]);

    const senzaCodice = await t.http.put(`/api/categorie/${id}`).set(bearer(admin)).send({ ...body, listaSottocategorie: [{ codice: ' ', descrizione: 'x' }, { codice: 'A' }, { codice: 'a' }] });
    expect(senzaCodice.status).toBe(400);
    expect(senzaCodice.body.messaggio).toBe("Il campo Codice e' OBBLIGATORIO#La sottocategoria a è ripetuta#");
    expect((await t.http.get(`/api/categorie/${id}`).set(bearer(admin))).body.data.listaSottocategorie).toHaveLength(1);

    expect((await t.http.post('/api/categorie').set(bearer(admin)).send({ ...body, codice: 'caffe' })).body).toEqual({ messaggio: 'Esiste già una categoria con questo codice' });
    await t.http.delete(`/api/categorie/${id}`).set(bearer(admin)).expect(200);
  });

  it('answers 403 to a user without the section; the article editor (articoli) may read VAT, groups and brands but not write them', async () => {
    const operatore = await t.login('operatore');
    for (const path of ['/api/iva', '/api/articoligruppi', '/api/marche', '/api/categorie', '/api/categorie/1', '/api/paperclean/unitamisura', '/api/depositi'])
      expect([path, (await t.http.get(path).set(bearer(operatore))).status]).toEqual([path, 403]);
    expect((await t.http.post('/api/iva').set(bearer(operatore)).send({ codice: 'Z', descrizione: 'Z' })).status).toBe(403);
    expect((await t.http.put('/api/marche/1').set(bearer(operatore)).send({ codice: 'Z', descrizone: 'Z' })).status).toBe(403);
    expect((await t.http.delete('/api/categorie/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.delete('/api/articoligruppi/1').set(bearer(operatore))).status).toBe(403);
    for (const path of ['/api/iva/excel', '/api/articoligruppi/excel', '/api/marche/excel', '/api/categorie/excel'])
      expect([path, (await t.http.post(path).set(bearer(operatore))).status]).toEqual([path, 403]);

    const magazziniere = await loginWith(t, 'magazziniere', ['articoli/visualizza', 'articoli/modifica']);
    for (const path of ['/api/iva', '/api/articoligruppi', '/api/marche', '/api/paperclean/unitamisura', '/api/depositi']) expect((await t.http.get(path).set(bearer(magazziniere))).status).toBe(200);
    expect((await t.http.get('/api/categorie').set(bearer(magazziniere))).status).toBe(403);
    expect((await t.http.post('/api/iva').set(bearer(magazziniere)).send({ codice: 'Z', descrizione: 'Z' })).status).toBe(403);
    const lettore = await loginWith(t, 'lettoreiva', ['iva/visualizza']);
    expect((await t.http.delete('/api/iva/1').set(bearer(lettore))).status).toBe(403);
  });

  it('units of measure and depots are plain seeded lists', async () => {
    expect((await t.http.get('/api/paperclean/unitamisura').set(bearer(admin))).body.data.list.map((u: { codice: string }) => u.codice)).toEqual(['CF', 'CT', 'KG', 'LT', 'PZ', 'RT']);
    expect((await t.http.get('/api/depositi').set(bearer(admin))).body.data.list).toEqual([
      { codice: 'A', descrizione: 'Archivio' },
      { codice: 'P', descrizione: 'Magazzino Principale' },
    ]);
  });
});
