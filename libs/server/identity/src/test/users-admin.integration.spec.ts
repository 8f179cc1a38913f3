import type { ModificaRisorsa, UtenteLista } from '@registro/contracts';
import { createTestApp, type TestApp, bearer, basic, downloadExcel } from '@registro/server-testing';
import { defaultExpiry } from '../lib/domain/user.aggregate';

jest.setTimeout(60_000);

const NUOVO = {
  lastname: 'Bianchi',
  firstname: 'Laura',
  username: 'lbianchi',
  email: 'laura.bianchi@example.it',
  idGruppo: 2,
  password: 'Segreta123',
  verificaPassword: 'Segreta123',
};

describe('user administration: POST/PUT/DELETE /api/users, PUT /api/users/attiva/:id', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const storia = async (id: number): Promise<ModificaRisorsa[]> =>
    (await t.http.get(`/api/modificherisorse?sezione=users&idRisorsa=${id}`).set(bearer(admin))).body.data.list;
  const list = async (query = ''): Promise<UtenteLista[]> => (await t.http.get(`/api/users?forPage=50${query}`).set(bearer(admin))).body.data.list;
  const create = (body: object) => t.http.post('/api/users').set(bearer(admin)).send(body);
  const accede = (username: string, password: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .type('form')
      .send({ grant_type: 'password' });
  const sessioneValida = async (tk: string) => (await t.http.get('/api/sessioncontrol').set(bearer(tk))).status === 200;

  it('creates a user who shows in the list, active, expiring in three months, and can sign in', async () => {
    const prima = Date.now();
    const res = await create(NUOVO);
    expect(res.status).toBe(201);
    const u: UtenteLista = res.body.data;
    expect(u).toMatchObject({ username: 'lbianchi', lastname: 'Bianchi', firstname: 'Laura', profilo: 'Operatori', idGruppo: 2, attivo: true, statoUtenza: 'ATTIVA' });
    const treMesi = defaultExpiry(new Date(prima));
    expect(Math.abs((u.scadenzaUtenza ?? 0) - treMesi.getTime())).toBeLessThan(60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);

    expect((await list('&username=lbianchi')).map((x) => x.email)).toEqual(['laura.bianchi@example.it']);
    expect((await accede('lbianchi', 'Segreta123')).status).toBe(200);
    expect((await storia(u.id))[0].modifiche).toContain('Utente creato\nusername: lbianchi');
  });

  it('keeps an explicit expiry and attivo false', async () => {
    const scadenza = Date.UTC(2030, 5, 30, 10, 0);
    const res = await create({ ...NUOVO, username: 'gverdi', scadenzaUtenza: scadenza, attivo: false });
    expect(res.body.data).toMatchObject({ scadenzaUtenza: scadenza, attivo: false });
  });

  it('refuses a duplicate username with 409 "Username già in uso"', async () => {
    const res = await create({ ...NUOVO, username: 'LBIANCHI' });
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe('Username già in uso');
  });

  it('checks the form in Italian: required fields, matching and strong passwords, group', async () => {
    const vuoto = await create({});
    expect(vuoto.status).toBe(400);
    expect(vuoto.body.messaggio).toBe(
      'Il campo Username è obbligatorio#Il campo Nome è obbligatorio#Il campo Cognome è obbligatorio#' +
        'Il campo Email è obbligatorio#Il campo Gruppo è obbligatorio#Il campo Password è obbligatorio#',
    );
    const diverse = await create({ ...NUOVO, username: 'x1', verificaPassword: 'Segreta124' });
    expect(diverse.body.messaggio).toBe('Le password non coincidono#');
    const debole = await create({ ...NUOVO, username: 'x2', password: 'segreta', verificaPassword: 'segreta' });
    expect(debole.body.messaggio).toBe('La password deve contenere almeno 8 caratteri, con lettere e numeri#');
    const email = await create({ ...NUOVO, username: 'x3', email: 'non-una-email' });
    expect(email.status).toBe(400);
    expect(email.body.messaggio).toBe('Il campo Email deve essere un indirizzo email valido#');
    const gruppo = await create({ ...NUOVO, username: 'x4', idGruppo: 999 });
    expect(gruppo.status).toBe(400);
    expect(gruppo.body.messaggio).toBe('Il gruppo indicato non esiste');
    const data = await create({ ...NUOVO, username: 'x5', scadenzaUtenza: 'domani' });
    expect(data.body.messaggio).toBe('La Scadenza Utenza non è una data valida#');
    // a day that does not exist is refused, never moved to another one
    for (const scadenzaUtenza of ['31/02/2027', '2027-02-31', 'abc']) {
      const inesistente = await create({ ...NUOVO, username: 'x6', scadenzaUtenza });
      expect([inesistente.status, inesistente.body.messaggio]).toEqual([400, 'La Scadenza Utenza non è una data valida#']);
    }
    expect((await list('&username=x')).length).toBe(0);
  });

  it('refuses a username with a space or a character a username cannot have, on create and on update; it cannot sign in', async () => {
    const spazio = await create({ ...NUOVO, username: 'mario rossi' });
    expect([spazio.status, spazio.body.messaggio]).toEqual([400, 'Lo Username non può contenere spazi#']);
    expect((await accede('mario rossi', NUOVO.password)).status).not.toBe(200);
    const barra = await create({ ...NUOVO, username: 'mario/rossi' });
    expect([barra.status, barra.body.messaggio]).toEqual([400, 'Lo Username può contenere solo lettere, numeri e i caratteri . _ - @#']);
    const ammesso = await create({ ...NUOVO, username: ' m.rossi-2_x@asl ' });
    expect([ammesso.status, ammesso.body.data?.username]).toEqual([201, 'm.rossi-2_x@asl']);
    const caricato = (await t.http.get(`/api/users/${ammesso.body.data.id}`).set(bearer(admin))).body.data;
    const rinomina = await t.http.put(`/api/users/${caricato.id}`).set(bearer(admin)).send({ ...caricato, username: 'm rossi' });
    expect([rinomina.status, rinomina.body.messaggio]).toEqual([400, 'Lo Username non può contenere spazi#']);
  });

  it('updates names, e-mail, group, expiry and password; the history reads each change', async () => {
    const id = (await list('&username=lbianchi'))[0].id;
    const caricato = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data;
    const res = await t.http
      .put(`/api/users/${id}`)
      .set(bearer(admin))
      .send({ ...caricato, lastname: 'Bianchi Rossi', email: 'laura@example.it', idGruppo: 1, scadenzaUtenza: Date.UTC(2031, 0, 15, 11, 0), password: 'NuovaPass9', verificaPassword: 'NuovaPass9' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lastname: 'Bianchi Rossi', email: 'laura@example.it', profilo: 'Amministratori', idGruppo: 1 });

    const righe = (await storia(id)).map((r) => r.modifiche);
    const ultime = righe.slice(-3).join('\n');
    expect(ultime).toContain('lastname: Bianchi → Bianchi Rossi');
    expect(ultime).toContain('email: laura.bianchi@example.it → laura@example.it');
    expect(ultime).toMatch(/scadenzaUtenza: \d\d\/\d\d\/\d{4} \d\d:\d\d → 15\/01\/2031 12:00/);
    expect(ultime).toContain('gruppo: Operatori → Amministratori');
    expect(ultime).toContain("password: reimpostata dall'amministratore");
    expect(righe.join('\n')).not.toMatch(/argon2|\$argon/);

    expect((await accede('lbianchi', 'Segreta123')).status).toBe(401);
    expect((await accede('lbianchi', 'NuovaPass9')).status).toBe(200);
  });

  it('records nothing when the form is saved unchanged, and keeps the password when left empty', async () => {
    const id = (await list('&username=lbianchi'))[0].id;
    const prima = (await storia(id)).length;
    const caricato = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data;
    const res = await t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...caricato, password: '', verificaPassword: '' });
    expect(res.status).toBe(200);
    expect((await storia(id)).length).toBe(prima);
  });

  it("two administrators edit one user: the user's own password change in between is no conflict, the other administrator's save is 409", async () => {
    const creato = await create({ ...NUOVO, username: 'mverdi', email: 'mario.verdi@example.it', firstname: 'Mario', lastname: 'Verdi' });
    expect(creato.status).toBe(201);
    const id = creato.body.data.id as number;
    const primo = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data as UtenteLista;
    const secondo = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data as UtenteLista;
    expect(Number.isInteger(primo.versione)).toBe(true);

    const utente = await t.login('mverdi', 'Segreta123');
    const cambio = await t.http.put('/api/users/cambiapasswordutente').set(bearer(utente)).send({ oldPassword: 'Segreta123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(cambio.status).toBe(200);

    const salvato = await t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...primo, lastname: 'Verdi Primo', password: '', verificaPassword: '' });
    expect([salvato.status, salvato.body.data?.lastname]).toEqual([200, 'Verdi Primo']);
    const perso = await t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...secondo, lastname: 'Verdi Secondo', password: '', verificaPassword: '' });
    expect([perso.status, perso.body.messaggio]).toEqual([409, 'Il record è stato modificato da un altro utente: ricaricare e riprovare']);
    expect((await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data.lastname).toBe('Verdi Primo');
    expect((await storia(id)).map((r) => r.modifiche).join('\n')).toContain('lastname: Verdi → Verdi Primo');
  });

  it('refuses to rename a user to a taken username (409) and answers 404 for an unknown user', async () => {
    const id = (await list('&username=lbianchi'))[0].id;
    const caricato = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data;
    const res = await t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...caricato, username: 'operatore' });
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe('Username già in uso');
    const ignoto = await t.http.put('/api/users/999').set(bearer(admin)).send(caricato);
    expect(ignoto.status).toBe(404);
    expect(ignoto.body.messaggio).toBe('Utente non trovato');
  });

  it('toggles attivo with the spec messages; deactivating ends the sessions and blocks sign-in', async () => {
    const id = (await list('&username=lbianchi'))[0].id;
    const sessione = await t.login('lbianchi', 'NuovaPass9');
    expect(await sessioneValida(sessione)).toBe(true);

    const off = await t.http.put(`/api/users/attiva/${id}`).set(bearer(admin));
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ messaggio: 'Utente disabilitato con successo', data: { attivo: false } });
    expect(await sessioneValida(sessione)).toBe(false);
    expect((await list('&username=lbianchi'))[0].attivo).toBe(false);
    expect((await accede('lbianchi', 'NuovaPass9')).body.messaggio).toBe("Utente non attivo: contattare l'amministratore");

    const on = await t.http.put(`/api/users/attiva/${id}`).set(bearer(admin));
    expect(on.body).toEqual({ messaggio: 'Utente abilitato con successo', data: { attivo: true } });
    expect((await accede('lbianchi', 'NuovaPass9')).status).toBe(200);
    expect((await storia(id)).map((r) => r.modifiche)).toEqual(expect.arrayContaining(['Utente disabilitato', 'Utente abilitato']));
  });

  it('does not let an administrator deactivate or delete their own user', async () => {
    const off = await t.http.put('/api/users/attiva/1').set(bearer(admin));
    expect(off.status).toBe(400);
    expect(off.body.messaggio).toBe('Non è possibile disattivare il proprio utente');
    const del = await t.http.delete('/api/users/1').set(bearer(admin));
    expect(del.status).toBe(400);
    expect(del.body.messaggio).toBe('Non è possibile eliminare il proprio utente');
  });

  it('deletes a user: gone from the list, sessions ended, history kept, username free again', async () => {
    const id = (await list('&username=lbianchi'))[0].id;
    const sessione = await t.login('lbianchi', 'NuovaPass9');
    const res = await t.http.delete(`/api/users/${id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messaggio: 'Utente eliminato con successo', data: { id } });

    expect(await sessioneValida(sessione)).toBe(false);
    expect(await list('&username=lbianchi')).toEqual([]);
    expect((await t.http.get(`/api/users/${id}`).set(bearer(admin))).status).toBe(404);
    expect((await accede('lbianchi', 'NuovaPass9')).status).toBe(401);
    const righe = await storia(id);
    expect(righe[0].modifiche).toContain('Utente creato');
    expect(righe[righe.length - 1]).toMatchObject({ modifiche: 'Utente eliminato', createUser: 'admin' });
    expect((await t.http.delete(`/api/users/${id}`).set(bearer(admin))).status).toBe(404);
    expect((await create(NUOVO)).status).toBe(201);
  });

  it('leaves the fixed PUT /api/users/<word> routes to their own handlers', async () => {
    for (const percorso of ['/api/users/cambiapasswordutente', '/api/users/cambiapassword', '/api/users/resetpassword']) {
      const res = await t.http.put(percorso).set(bearer(admin)).send({});
      expect({ percorso, messaggio: res.body.messaggio }).not.toEqual({ percorso, messaggio: 'Id non valido' });
    }
  });

  it('rejects odd ids and unknown fields with a messaggio, never 500', async () => {
    const id = await t.http.put('/api/users/abc').set(bearer(admin)).send(NUOVO);
    expect(id.status).toBe(400);
    expect(id.body.messaggio).toBe('Id non valido');
    const campo = await create({ ...NUOVO, username: 'y1', ruolo: 'dio' });
    expect(campo.status).toBe(400);
    expect(campo.body.messaggio).toContain('ruolo');
    const tipo = await create({ ...NUOVO, username: 'y2', idGruppo: 'due' });
    expect(tipo.status).toBe(400);
    expect(tipo.body.messaggio).toBe('Il campo Gruppo non è valido#');
  });

  it('downloads every filtered user as Excel (POST /api/users/excel), not only one page; 403 without visualizza', async () => {
    for (const [lastname, firstname, username] of [['Excelsi', 'Bruno', 'xbruno'], ['Excelsi', 'Anna', 'xanna'], ['Excelli', 'Carlo', 'xcarlo']])
      expect((await create({ ...NUOVO, lastname, firstname, username, email: `${username}@example.it` })).status).toBe(201);
    const { status, fileName, rows } = await downloadExcel(t.http.post('/api/users/excel?lastname=excel&forPage=1&page=0').set(bearer(admin)));
    expect(status).toBe(200);
    expect(fileName).toMatch(/^Utenti_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(rows).toEqual([
      ['Gruppo', 'Cognome', 'Nome', 'Username'],
      ['Operatori', 'Excelli', 'Carlo', 'xcarlo'],
      ['Operatori', 'Excelsi', 'Anna', 'xanna'],
      ['Operatori', 'Excelsi', 'Bruno', 'xbruno'],
    ]);
    const operatore = await t.login('operatore');
    expect((await t.http.post('/api/users/excel').set(bearer(operatore))).status).toBe(403);
  });
});
