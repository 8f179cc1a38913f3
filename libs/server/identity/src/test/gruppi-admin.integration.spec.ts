import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu, type ModificaRisorsa, type ProfiloUtente } from '@registro/contracts';
import { createTestApp, type TestApp, bearer, downloadExcel } from '@registro/server-testing';

jest.setTimeout(60_000);

interface Sezione {
  id: string;
  descrizione: string;
  permessi: { descrizione: string; attivo: boolean }[];
}

/** The body the group edit page sends: the flat catalogue with switches, and every section. */
function modulo(nome: string, voci: string[], permessi: string[]) {
  return {
    nome,
    descrizione: `Gruppo ${nome}`,
    menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: voci.includes(v.routeId) })),
    sezioni: SEZIONI.map((s) => ({
      id: s.id,
      descrizione: s.descrizione,
      permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: permessi.includes(`${s.id}/${p}`) })),
    })),
  };
}

describe('group administration: POST/PUT/DELETE /api/gruppi', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const storia = async (id: number): Promise<ModificaRisorsa[]> =>
    (await t.http.get(`/api/modificherisorse?sezione=gruppi&idRisorsa=${id}`).set(bearer(admin))).body.data.list;
  const selezionate = (menu: { routeId: string; selezionato: boolean }[]) => menu.filter((v) => v.selezionato).map((v) => v.routeId);
  const attivi = (sezioni: Sezione[]) => sezioni.flatMap((s) => s.permessi.filter((p) => p.attivo).map((p) => `${s.id}/${p.descrizione}`));
  let idSegreteria: number;

  it('creates a group that shows in the list and in its detail', async () => {
    const res = await t.http.post('/api/gruppi').set(bearer(admin)).send(modulo('Segreteria', ['home', 'demo', 'testlist'], ['demo/visualizza', 'users/visualizza']));
    expect(res.status).toBe(201);
    idSegreteria = res.body.data.id;
    expect(res.body.data).toMatchObject({ nome: 'Segreteria', descrizione: 'Gruppo Segreteria' });
    expect(selezionate(res.body.data.menu)).toEqual(['home', 'demo', 'testlist']);
    expect(attivi(res.body.data.sezioni)).toEqual(['users/visualizza', 'demo/visualizza']);

    const lista = (await t.http.get('/api/gruppi?nome=segr').set(bearer(admin))).body.data;
    expect(lista).toEqual({ list: [{ id: idSegreteria, nome: 'Segreteria', descrizione: 'Gruppo Segreteria' }], recordsNumber: 1 });
    expect((await storia(idSegreteria))[0].modifiche).toBe(
      'Gruppo creato\nnome: Segreteria\ndescrizione: Gruppo Segreteria\nvoci di menu selezionate: 3\npermessi attivi: 2',
    );
  });

  it('turns off a child whose parent is off (spec 1 §4), at save time', async () => {
    const res = await t.http.post('/api/gruppi').set(bearer(admin)).send(modulo('Ospiti', ['home', 'testlist'], []));
    expect(res.status).toBe(201);
    expect(selezionate(res.body.data.menu)).toEqual(['home']);
  });

  it('refuses a duplicate name, whatever the case, with 409', async () => {
    const res = await t.http.post('/api/gruppi').set(bearer(admin)).send(modulo('segreteria', [], []));
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe('Esiste già un gruppo con questo nome');
    const rinomina = await t.http.put(`/api/gruppi/${idSegreteria}`).set(bearer(admin)).send(modulo('Operatori', [], []));
    expect(rinomina.status).toBe(409);
    expect(rinomina.body.messaggio).toBe('Esiste già un gruppo con questo nome');
  });

  it('checks the form: name required, menu entries and sections from the catalogue', async () => {
    const base = modulo('Nuovo', ['home'], []);
    const senzaNome = await t.http.post('/api/gruppi').set(bearer(admin)).send({ ...base, nome: '  ' });
    expect(senzaNome.status).toBe(400);
    expect(senzaNome.body.messaggio).toBe('Il campo Nome è obbligatorio#');
    const voce = await t.http.post('/api/gruppi').set(bearer(admin)).send({ ...base, menu: [...base.menu, { routeId: 'inventata', idPadre: null, text: 'X', selezionato: true }] });
    expect(voce.status).toBe(400);
    expect(voce.body.messaggio).toBe('Voce di menu sconosciuta: inventata#');
    const sezione = await t.http.post('/api/gruppi').set(bearer(admin)).send({ ...base, sezioni: [{ id: 'segreti', descrizione: 'Segreti', permessi: [] }] });
    expect(sezione.body.messaggio).toBe('Sezione sconosciuta: segreti#');
    const permesso = await t.http
      .post('/api/gruppi')
      .set(bearer(admin))
      .send({ ...base, sezioni: [{ id: 'users', descrizione: 'Utenti', permessi: [{ descrizione: 'tutto', attivo: true }] }] });
    expect(permesso.body.messaggio).toBe('Permesso sconosciuto nella sezione users: tutto#');
    const tipo = await t.http.post('/api/gruppi').set(bearer(admin)).send({ ...base, menu: 'tutto' });
    expect(tipo.status).toBe(400);
    expect(tipo.body.messaggio).toBeTruthy();
    expect((await t.http.get('/api/gruppi?nome=Nuovo').set(bearer(admin))).body.data.recordsNumber).toBe(0);
  });

  it('updates name, menu and permissions; the history lists what was switched on and off', async () => {
    const res = await t.http
      .put(`/api/gruppi/${idSegreteria}`)
      .set(bearer(admin))
      .send({ ...modulo('Segreteria Clinica', ['home', 'demo', 'test'], ['demo/visualizza', 'users/modifica']), id: idSegreteria });
    expect(res.status).toBe(200);
    expect(res.body.data.nome).toBe('Segreteria Clinica');
    expect(selezionate(res.body.data.menu)).toEqual(['home', 'demo', 'test']);

    const ultima = (await storia(idSegreteria)).pop() as ModificaRisorsa;
    expect(ultima.createUser).toBe('admin');
    expect(ultima.modifiche).toBe(
      [
        'Gruppo modificato',
        'nome: Segreteria → Segreteria Clinica',
        'descrizione: Gruppo Segreteria → Gruppo Segreteria Clinica',
        'menu attivato: Demo > Form Dinamico',
        'menu disattivato: Demo > Atleti',
        'permesso concesso: Utenti: modifica',
        'permesso revocato: Utenti: visualizza',
      ].join('\n'),
    );

    const stato = (await t.http.get(`/api/modificherisorse/stato?sezione=gruppi&idRisorsa=${idSegreteria}&al=${new Date().toISOString()}`).set(bearer(admin))).body.data;
    expect(stato.valori.nome).toBe('Segreteria Clinica');
    expect(stato.valori.differenze).toBeUndefined();
  });

  it('records nothing when the group is saved unchanged', async () => {
    const prima = (await storia(idSegreteria)).length;
    const caricato = (await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).body.data;
    expect((await t.http.put(`/api/gruppi/${idSegreteria}`).set(bearer(admin)).send(caricato)).status).toBe(200);
    expect((await storia(idSegreteria)).length).toBe(prima);
  });

  it('two editors of one group: the second save with the versione it loaded is 409 with the reload message; reloaded, it saves', async () => {
    const primo = (await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).body.data;
    const secondo = (await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).body.data;
    expect(Number.isInteger(primo.versione)).toBe(true);
    const salvato = await t.http.put(`/api/gruppi/${idSegreteria}`).set(bearer(admin)).send({ ...primo, descrizione: 'Dal primo' });
    expect(salvato.status).toBe(200);
    expect(salvato.body.data.versione).toBe(primo.versione + 1);
    const perso = await t.http.put(`/api/gruppi/${idSegreteria}`).set(bearer(admin)).send({ ...secondo, descrizione: 'Dal secondo' });
    expect([perso.status, perso.body.messaggio]).toEqual([409, 'Il record è stato modificato da un altro utente: ricaricare e riprovare']);
    expect((await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).body.data.descrizione).toBe('Dal primo');
    const ricaricato = (await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).body.data;
    expect((await t.http.put(`/api/gruppi/${idSegreteria}`).set(bearer(admin)).send({ ...ricaricato, descrizione: 'Gruppo Segreteria' })).status).toBe(200);
  });

  it("applies a group's new permissions and menu at its users' next request", async () => {
    const operatore = await t.login('operatore');
    expect((await t.http.get('/api/users').set(bearer(operatore))).status).toBe(403);

    const caricato = (await t.http.get('/api/gruppi/2').set(bearer(admin))).body.data;
    const sezioni = caricato.sezioni.map((s: Sezione) =>
      s.id === 'users' ? { ...s, permessi: s.permessi.map((p) => ({ ...p, attivo: p.descrizione === 'visualizza' })) } : s,
    );
    const menu = caricato.menu.map((v: { routeId: string; selezionato: boolean }) => ({ ...v, selezionato: v.selezionato || ['amministrazione', 'users'].includes(v.routeId) }));
    expect((await t.http.put('/api/gruppi/2').set(bearer(admin)).send({ ...caricato, sezioni, menu })).status).toBe(200);

    expect((await t.http.get('/api/users').set(bearer(operatore))).status).toBe(200);
    const profilo: ProfiloUtente = (await t.http.get('/api/users/profile').set(bearer(operatore))).body.data;
    expect(profilo.gruppo.menuGruppo.map((v) => v.routeId)).toContain('amministrazione');
    expect(profilo.gruppo.permessi.find((s) => s.id === 'users')?.permessi.filter((p) => p.attivo).map((p) => p.permesso)).toEqual(['visualizza']);

    // and a permission taken away is gone at the next request too
    const modificato = (await t.http.get('/api/gruppi/2').set(bearer(admin))).body.data;
    expect((await t.http.put('/api/gruppi/2').set(bearer(admin)).send({ ...modificato, sezioni: caricato.sezioni })).status).toBe(200);
    expect((await t.http.get('/api/users').set(bearer(operatore))).status).toBe(403);
  });

  it('refuses to delete a group users still belong to, with 409 and a clear message', async () => {
    const res = await t.http.delete('/api/gruppi/2').set(bearer(admin));
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe('Impossibile eliminare il gruppo Operatori: un utente appartiene ancora al gruppo');
    expect((await t.http.get('/api/gruppi/2').set(bearer(admin))).status).toBe(200);
  });

  it('deletes an empty group: gone from the list, history kept', async () => {
    const res = await t.http.delete(`/api/gruppi/${idSegreteria}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messaggio: 'Gruppo eliminato con successo', data: { id: idSegreteria } });
    expect((await t.http.get(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).status).toBe(404);
    expect((await t.http.get('/api/gruppi?nome=Segreteria').set(bearer(admin))).body.data.recordsNumber).toBe(0);
    expect((await storia(idSegreteria)).pop()?.modifiche).toBe('Gruppo eliminato');
    expect((await t.http.delete(`/api/gruppi/${idSegreteria}`).set(bearer(admin))).status).toBe(404);
    // a user cannot be put in a group that no longer exists
    const utente = await t.http.post('/api/users').set(bearer(admin)).send({
      lastname: 'Neri', firstname: 'Ugo', username: 'uneri', email: 'u@example.it', idGruppo: idSegreteria, password: 'Password1', verificaPassword: 'Password1',
    });
    expect(utente.status).toBe(400);
  });

  it('downloads every filtered group as Excel (POST /api/gruppi/excel), not only one page; 403 without visualizza', async () => {
    for (const nome of ['Excel Beta', 'Excel Alfa', 'Excel Gamma']) expect((await t.http.post('/api/gruppi').set(bearer(admin)).send(modulo(nome, ['home'], []))).status).toBe(201);
    const { status, fileName, rows } = await downloadExcel(t.http.post('/api/gruppi/excel?nome=excel&forPage=1&page=0').set(bearer(admin)));
    expect(status).toBe(200);
    expect(fileName).toMatch(/^Gruppi_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(rows).toEqual([
      ['Nome', 'Descrizione'],
      ['Excel Alfa', 'Gruppo Excel Alfa'],
      ['Excel Beta', 'Gruppo Excel Beta'],
      ['Excel Gamma', 'Gruppo Excel Gamma'],
    ]);
    const operatore = await t.login('operatore');
    expect((await t.http.post('/api/gruppi/excel').set(bearer(operatore))).status).toBe(403);
  });
});
