import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { FIXTURES, documento, insertDocumentiFixtures } from '../test/documenti-fixtures';

jest.setTimeout(180_000);

/** DELETE /api/paperclean/documenti/{id} and its archive variant …/a/{id} (spec 3 §7, §4 "Stores"). */
describe('DELETE /api/paperclean/documenti/a/{id} (archive) and /{id}', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const ARCHIVIO = '/api/paperclean/documenti/a';

  const save = async (over: Record<string, unknown>, path: string) => {
    const res = await t.http.post(path).set(admin).send(documento(over));
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number };
  };
  const bozzaArchivio = () => save({ tipo: 'TDDTA', idAnagrafica: FIXTURES.cliente2 }, ARCHIVIO);

  beforeAll(async () => {
    t = await createTestApp();
    await insertDocumentiFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  it('deletes a draft of the archive with the messaggio, then it is not found', async () => {
    const bozza = await bozzaArchivio();
    const res = await t.http.delete(`${ARCHIVIO}/${bozza.id}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Cancellazione avvenuta con successo');
    expect((await t.http.get(`${ARCHIVIO}/${bozza.id}`).set(admin)).status).toBe(404);
    const ancora = await t.http.delete(`${ARCHIVIO}/${bozza.id}`).set(admin);
    expect(ancora.status).toBe(404);
    expect(ancora.body.messaggio).toBeTruthy();
  });

  it('keeps the same rules: a COMPLETA archive document is refused, a principal-store document is not found on the archive path', async () => {
    const completo = await save({ tipo: 'TDDTA', idAnagrafica: FIXTURES.cliente2, statoAttuale: 'COMPLETA' }, ARCHIVIO);
    const rifiutato = await t.http.delete(`${ARCHIVIO}/${completo.id}`).set(admin);
    expect(rifiutato.status).toBe(400);
    expect(rifiutato.body.messaggio).toBe('Solo un documento in BOZZA può essere eliminato');

    const principale = await save({}, '/api/paperclean/documenti');
    expect((await t.http.delete(`${ARCHIVIO}/${principale.id}`).set(admin)).status).toBe(404);
    expect((await t.http.get(`/api/paperclean/documenti/${principale.id}`).set(admin)).status).toBe(200);
    expect((await t.http.delete(`${ARCHIVIO}/abc`).set(admin)).status).toBe(400);
  });

  it('answers 403 to a user without elimina on documenti, and 401 without a session', async () => {
    const bozza = await bozzaArchivio();
    const lettore = bearer(await loginWith(t, 'lettoreeliminaarchivio', ['documenti/visualizza', 'documenti/modifica']));
    const vietato = await t.http.delete(`${ARCHIVIO}/${bozza.id}`).set(lettore);
    expect(vietato.status).toBe(403);
    expect(vietato.body.messaggio).toBeTruthy();
    expect((await t.http.delete(`${ARCHIVIO}/${bozza.id}`)).status).toBe(401);
    expect((await t.http.get(`${ARCHIVIO}/${bozza.id}`).set(admin)).status).toBe(200);
  });
});
