import type { ModificaRisorsa } from '@registro/contracts';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { createTestApp, type TestApp } from '@registro/server-testing';

jest.setTimeout(60_000);

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('modification history and record at an instant (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  const get = (path: string, token: string) => t.http.get(path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
  });
  afterAll(() => t?.close());

  it("shows a user's creation and later sign-in, never the password hash", async () => {
    const res = await get('/api/modificherisorse?sezione=users&idRisorsa=1', admin);
    expect(res.status).toBe(200);
    const list: ModificaRisorsa[] = res.body.data.list;
    expect(res.body.data.recordsNumber).toBe(list.length);
    expect(list[0]).toMatchObject({ versione: 1, createUser: 'system' });
    expect(new Date(list[0].createDate).toISOString()).toBe(list[0].createDate);
    expect(list[0].modifiche).toContain('Utente creato');
    expect(list[0].modifiche).toContain('username: admin');
    expect(list[0].modifiche).toContain('password: impostata');
    expect(list[0].modifiche).not.toMatch(/argon2|passwordHash/);
    const accesso = list.find((m) => m.modifiche.startsWith('Accesso effettuato da '));
    expect(accesso).toMatchObject({ createUser: 'admin' });
    expect(accesso!.versione).toBeGreaterThan(1);
  });

  it('shows a group', async () => {
    const list: ModificaRisorsa[] = (await get('/api/modificherisorse?sezione=gruppi&idRisorsa=2', admin)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0].modifiche).toBe('Gruppo creato\nnome: Operatori\ndescrizione: Home e pagine dimostrative\nvoci di menu selezionate: 9\npermessi attivi: 3');
  });

  it('rebuilds a user as it was before the last sign-in', async () => {
    const storia: ModificaRisorsa[] = (await get('/api/modificherisorse?sezione=users&idRisorsa=2', admin)).body.data.list;
    const creazione = storia[0].createDate;
    await pausa(5);
    await t.login('operatore');
    const ora = (await get(`/api/modificherisorse/stato?sezione=users&idRisorsa=2&al=${new Date().toISOString()}`, admin)).body.data;
    const allora = (await get(`/api/modificherisorse/stato?sezione=users&idRisorsa=2&al=${creazione}`, admin)).body.data;
    expect(allora).toMatchObject({ versione: 1, al: creazione, eliminato: false });
    expect(allora.valori).toMatchObject({ username: 'operatore', lastname: 'Operatore', ultimoAccesso: null });
    expect(allora.valori).not.toHaveProperty('passwordHash');
    expect(ora.versione).toBeGreaterThan(allora.versione);
    expect(ora.valori.ultimoAccesso).toEqual(expect.any(String));
    expect(ora.valori).not.toEqual(allora.valori);
  });

  it('describes and rebuilds generic master-data records', async () => {
    const store = t.app.get(PostgresEventStore);
    const uow = t.app.get(UnitOfWork);
    await uow.run((tx) =>
      store.append(tx, 'iva-9007', 'iva', [{ type: 'RecordCreated', data: { values: { codice: '22', aliquota: 22, descrizione: 'Iva 22%' } } }], 0, { userName: 'admin' }),
    );
    await pausa(5);
    const dopoCreazione = new Date();
    await pausa(5);
    await uow.run((tx) =>
      store.append(tx, 'iva-9007', 'iva', [{ type: 'RecordUpdated', data: { changes: { aliquota: { prima: 22, dopo: 10 } } } }], 1, { userName: 'mario' }),
    );
    const list: ModificaRisorsa[] = (await get('/api/modificherisorse?sezione=iva&idRisorsa=9007', admin)).body.data.list;
    expect(list.map((m) => [m.versione, m.createUser, m.modifiche])).toEqual([
      [1, 'admin', 'Record creato\nCodice: 22\nAliquota: 22\nDescrizione: Iva 22%'],
      [2, 'mario', 'Aliquota: 22 → 10'],
    ]);
    const allora = (await get(`/api/modificherisorse/stato?sezione=iva&idRisorsa=9007&al=${dopoCreazione.toISOString()}`, admin)).body;
    expect(allora.data).toEqual({ versione: 1, al: dopoCreazione.toISOString(), eliminato: false, valori: { codice: '22', descrizione: 'Iva 22%', aliquota: 22 }, etichette: { codice: 'Codice', descrizione: 'Descrizione', aliquota: 'Aliquota' } });
    const ora = (await get(`/api/modificherisorse/stato?sezione=iva&idRisorsa=9007&al=${new Date().toISOString()}`, admin)).body;
    expect(ora.data.valori).toEqual({ codice: '22', descrizione: 'Iva 22%', aliquota: 10 });
  });

  it('says a secret field is set or changed, never its stored (encrypted) value', async () => {
    const store = t.app.get(PostgresEventStore);
    const uow = t.app.get(UnitOfWork);
    await uow.run((tx) =>
      store.append(tx, 'dataanalysisdatasources-9001', 'dataanalysisdatasources', [{ type: 'RecordCreated', data: { values: { datasourceName: 'Vendite', driver: 1, password: 'v1:aaa:bbb:ccc' } } }], 0, { userName: 'admin' }),
    );
    await uow.run((tx) =>
      store.append(tx, 'dataanalysisdatasources-9001', 'dataanalysisdatasources', [{ type: 'RecordUpdated', data: { changes: { password: { prima: 'v1:aaa:bbb:ccc', dopo: 'v1:ddd:eee:fff' } } } }], 1, { userName: 'admin' }),
    );
    const list: ModificaRisorsa[] = (await get('/api/modificherisorse?sezione=dataanalysisdatasources&idRisorsa=9001', admin)).body.data.list;
    expect(list.map((m) => m.modifiche)).toEqual(['Record creato\nDriver: 1\nPassword: impostata\nNome: Vendite', 'Password: modificata']);
    const stato = (await get(`/api/modificherisorse/stato?sezione=dataanalysisdatasources&idRisorsa=9001&al=${new Date().toISOString()}`, admin)).body.data;
    expect(stato.valori).toEqual({ datasourceName: 'Vendite', driver: 1, password: 'impostata' });
    // the "stato al" table names the fields as the edit page does, else as words
    expect(stato.etichette).toEqual({ datasourceName: 'Nome', driver: 'Driver', password: 'Password' });
  });

  it('answers an unknown record with an empty history and versione 0', async () => {
    expect((await get('/api/modificherisorse?sezione=users&idRisorsa=999', admin)).body).toEqual({ data: { list: [], recordsNumber: 0 } });
    const stato = (await get('/api/modificherisorse/stato?sezione=users&idRisorsa=999&al=2020-01-01T00:00:00Z', admin)).body.data;
    expect(stato).toEqual({ versione: 0, al: '2020-01-01T00:00:00.000Z', eliminato: false, valori: {}, etichette: {} });
  });

  it('needs visualizza on the section asked for', async () => {
    const res = await get('/api/modificherisorse?sezione=users&idRisorsa=1', operatore);
    expect(res.status).toBe(403);
    expect(res.body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await get('/api/modificherisorse/stato?sezione=users&idRisorsa=1&al=2020-01-01T00:00:00Z', operatore)).status).toBe(403);
    expect((await t.http.get('/api/modificherisorse?sezione=users&idRisorsa=1')).status).toBe(401);
  });

  it('rejects missing or invalid parameters in Italian', async () => {
    const mancanti = await get('/api/modificherisorse', admin);
    expect(mancanti.status).toBe(400);
    expect(mancanti.body.messaggio).toBe('Il parametro sezione è obbligatorio#Il parametro idRisorsa è obbligatorio#');
    expect((await get('/api/modificherisorse?sezione=users;drop&idRisorsa=1', admin)).body.messaggio).toBe('Il parametro sezione non è valido#');
    expect((await get('/api/modificherisorse?sezione=users&idRisorsa=1&idRisorsa=2', admin)).status).toBe(400);
    const data = await get('/api/modificherisorse/stato?sezione=users&idRisorsa=1&al=ieri', admin);
    expect(data.status).toBe(400);
    expect(data.body.messaggio).toBe('Il parametro al non è una data valida#');
    expect((await get('/api/modificherisorse/stato?sezione=users&idRisorsa=1', admin)).body.messaggio).toBe('Il parametro al è obbligatorio#');
  });
});
