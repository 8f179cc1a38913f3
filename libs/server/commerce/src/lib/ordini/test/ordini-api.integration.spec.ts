import { bearer, createTestApp, downloadExcel, loginWith, type TestApp } from '@registro/server-testing';
import { insertArticoli } from './ordini-articoli.fixture';

/** Orders (spec 3 §2 Orders, §6 levels on section ordini, §7 calls) through HTTP, on the real PostgreSQL. */
describe('ordini API', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let cliente: { Authorization: string };
  let altroCliente: { Authorization: string };
  let staff: { Authorization: string };
  let nessuno: { Authorization: string };
  let carta: number;
  let detergente: number;
  let spento: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    cliente = bearer(await t.login('cliente'));
    altroCliente = bearer(await loginWith(t, 'secondocliente', ['ordini/modifica']));
    staff = bearer(await loginWith(t, 'magazzino', ['ordini/visualizza']));
    nessuno = bearer(await loginWith(t, 'estraneo', ['iva/visualizza']));
    [carta, detergente, spento] = await insertArticoli(t.db.pool, [
      { codice: 'CARTA10', descrizione: 'Carta igienica 10 rotoli', prezzoEsposto: '0.10', immagineBase64: 'iVBORw0KGgo=' },
      { codice: 'DET5L', descrizione: 'Detergente pavimenti 5 L', prezzoEsposto: 19.99 },
      { codice: 'VECCHIO', descrizione: 'Articolo fuori catalogo', prezzoEsposto: '5', attivo: false },
    ]);
  }, 120_000);

  afterAll(() => t?.close());

  const crea = (chi: { Authorization: string }, body: string | object) => t.http.post('/api/ordiniordini').set(chi).send(body);
  const elenco = (chi: { Authorization: string }, query: Record<string, string> = {}) => t.http.get('/api/ordiniordini').query(query).set(chi);

  it('creates a customer order with the catalogue prices (never the client ones), an exact total and the customer from the profile', async () => {
    const res = await crea(cliente, {
      dataOrdine: '2026-03-10T09:00:00.000Z',
      listaRighe: [
        { idArticolo: carta, quantita: 3, note: 'piano terra', prezzo: 0.01 },
        { idArticolo: detergente, quantita: 7, note: '', prezzo: 0 },
        { idArticolo: null, descrizioneArticolo: '', quantita: 0, note: '', prezzo: 0 },
      ],
      totaleOrdine: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Salvataggio avvenuto con successo');
    const o = res.body.data;
    expect(o).toMatchObject({
      statoAttuale: 'CREATO',
      cognome: 'Cliente',
      nome: 'Carla',
      comune: 'Napoli',
      indirizzo: 'Via Roma',
      civico: '12',
      cap: '80100',
      dataOrdine: '2026-03-10T09:00:00.000Z',
      totaleOrdine: 140.23, // 3 × 0.10 + 7 × 19.99, where floats give 140.23000000000002
    });
    expect(o.listaRighe).toEqual([
      { idArticolo: carta, descrizioneArticolo: 'Carta igienica 10 rotoli', quantita: 3, note: 'piano terra', prezzo: 0.1 },
      { idArticolo: detergente, descrizioneArticolo: 'Detergente pavimenti 5 L', quantita: 7, note: '', prezzo: 19.99 },
    ]);
    expect(o.listaStati).toEqual([{ stato: 'CREATO', statoDataOra: o.statoAttualeDataOra }]);
    const salvato = await t.db.pool.query('SELECT totale_ordine::text AS totale FROM ordini WHERE id = $1', [o.id]);
    expect(salvato.rows[0].totale).toBe('140.23');
  });

  it('answers a repeated Idempotency-Key with the order created the first time, one order and one number; another order with that key is 422', async () => {
    const ordine = { dataOrdine: '2026-04-02T09:00:00.000Z', listaRighe: [{ idArticolo: detergente, quantita: 2, note: 'ripetuto' }] };
    const invia = (body: object) => t.http.post('/api/ordiniordini').set(cliente).set('Idempotency-Key', 'ordine-ripetuto-1').send(body);
    const [primo, ripetuto] = [await invia(ordine), await invia(ordine)];
    expect([primo.status, ripetuto.status]).toEqual([201, 201]);
    expect(ripetuto.body.data).toEqual(primo.body.data);
    const salvati = await t.db.pool.query(`SELECT count(*)::int AS n FROM ordini WHERE id >= $1`, [primo.body.data.id]);
    expect(salvati.rows[0].n).toBe(1);
    const altro = await invia({ ...ordine, listaRighe: [{ idArticolo: detergente, quantita: 3, note: 'ripetuto' }] });
    expect(altro.status).toBe(422);
    expect(altro.body.messaggio).toBe('Chiave di idempotenza già usata con dati diversi');
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM ordini WHERE id >= $1`, [primo.body.data.id])).rows[0].n).toBe(1);
  });

  it('refuses a wrong order with every Italian message joined by #, and takes no number for it', async () => {
    const prima = (await elenco(admin)).body.data.recordsNumber;
    const res = await crea(cliente, {
      dataOrdine: 'ieri',
      listaRighe: [
        { idArticolo: carta, quantita: 0, note: '' },
        { idArticolo: spento, quantita: 1, note: '' },
        { idArticolo: null, quantita: 2, note: 'senza articolo' },
        { idArticolo: detergente, quantita: 1, note: '' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.messaggio.split('#').filter(Boolean)).toEqual([
      'La Data Ordine non è una data valida',
      'Riga 1: la quantità deve essere maggiore di 0',
      "Riga 3: l'articolo è obbligatorio",
      `Riga 2: articolo ${spento} non trovato o non attivo`,
    ]);
    expect((await crea(cliente, { listaRighe: [{ idArticolo: null, quantita: 0 }] })).body.messaggio).toContain("L'ordine deve contenere almeno una riga con un articolo");
    expect((await crea(cliente, 'testo')).status).toBe(400);
    expect((await elenco(admin)).body.data.recordsNumber).toBe(prima);
  });

  it('shows a customer only their own orders, whatever customer filter they send', async () => {
    const mio = (await crea(cliente, { listaRighe: [{ idArticolo: carta, quantita: 1, note: '' }] })).body.data;
    const suo = (await crea(altroCliente, { listaRighe: [{ idArticolo: detergente, quantita: 2, note: '' }] })).body.data;
    expect(suo).toMatchObject({ cognome: 'Prova', nome: 'secondocliente', comune: '', indirizzo: '', civico: '', cap: '', totaleOrdine: 39.98 });

    const miei = (await elenco(cliente, { idCliente: String(suo.idCliente) })).body.data;
    expect(miei.list.map((o: { id: number }) => o.id)).toContain(mio.id);
    expect(miei.list.every((o: { idCliente: number }) => o.idCliente === mio.idCliente)).toBe(true);
    const suoi = (await elenco(altroCliente)).body.data;
    expect(suoi.list.map((o: { id: number }) => o.id)).toEqual([suo.id]);

    expect((await t.http.get(`/api/ordiniordini/${mio.id}`).set(cliente)).status).toBe(200);
    const altrui = await t.http.get(`/api/ordiniordini/${suo.id}`).set(cliente);
    expect(altrui.status).toBe(403);
    expect(altrui.body.messaggio).toBe('Non è possibile accedere agli ordini di un altro cliente');
    expect((await t.http.delete(`/api/ordiniordini/${suo.id}`).set(cliente)).status).toBe(403);
  });

  it('lets staff with visualizza see every order and filter by customer, number and dates', async () => {
    const a = (await crea(cliente, { dataOrdine: '2025-12-31T23:30:00.000Z', listaRighe: [{ idArticolo: carta, quantita: 5, note: '' }] })).body.data;
    const b = (await crea(altroCliente, { dataOrdine: '2025-12-15T10:00:00.000Z', listaRighe: [{ idArticolo: carta, quantita: 5, note: '' }] })).body.data;
    const tutti = (await elenco(staff)).body.data;
    expect(tutti.list.map((o: { idCliente: number }) => o.idCliente)).toEqual(expect.arrayContaining([a.idCliente, b.idCliente]));

    const diB = (await elenco(staff, { idCliente: String(b.idCliente) })).body.data.list;
    expect(diB.every((o: { idCliente: number }) => o.idCliente === b.idCliente)).toBe(true);

    // 31/12/2025 23:30 UTC is 1/1/2026 00:30 in Rome: the day filters count days as Italy does
    const dicembre = (await elenco(staff, { dataDal: String(Date.parse('2025-12-01T00:00:00+01:00')), dataAl: String(Date.parse('2025-12-31T23:59:59+01:00')) })).body.data;
    expect(dicembre.list.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const giornoIso = (await elenco(staff, { dataDal: '2026-01-01', dataAl: '2026-01-01' })).body.data;
    expect(giornoIso.list.map((o: { id: number }) => o.id)).toEqual([a.id]);

    const perNumero = (await elenco(staff, { codice: b.codice })).body.data.list;
    // numbers restart each year: the number finds that number of every year
    expect(perNumero.map((o: { id: number }) => o.id)).toContain(b.id);
    expect(perNumero.every((o: { codice: string }) => o.codice === b.codice)).toBe(true);
    expect((await elenco(staff, { dataDal: 'domani' })).body.messaggio).toBe('La Data Dal non è una data valida#');
  });

  it('lets staff with approva confirm a CREATO order once: status history CREATO → CONFERMATO; customers and readers get 403', async () => {
    const o = (await crea(cliente, { listaRighe: [{ idArticolo: detergente, quantita: 1, note: '' }] })).body.data;
    const conferma = (chi: { Authorization: string }) => t.http.post('/api/ordiniordini/aggiornastato').set(chi).send({ id: o.id, statoAttuale: 'CONFERMATO' });

    expect((await conferma(cliente)).status).toBe(403);
    expect((await conferma(staff)).status).toBe(403);
    const ok = await conferma(admin);
    expect(ok.status).toBe(200);
    expect(ok.body.data.statoAttuale).toBe('CONFERMATO');
    expect(ok.body.data.listaStati.map((s: { stato: string }) => s.stato)).toEqual(['CREATO', 'CONFERMATO']);
    expect(Date.parse(ok.body.data.listaStati[1].statoDataOra)).toBeGreaterThanOrEqual(Date.parse(ok.body.data.listaStati[0].statoDataOra));
    expect(ok.body.data.statoAttualeDataOra).toBe(ok.body.data.listaStati[1].statoDataOra);

    const ancora = await conferma(admin);
    expect(ancora.status).toBe(409);
    expect(ancora.body.messaggio).toBe(`L'ordine n. ${o.codice} è già CONFERMATO: solo un ordine CREATO può essere confermato`);
    const sbagliato = await t.http.post('/api/ordiniordini/aggiornastato').set(admin).send({ id: o.id, statoAttuale: 'BOZZA' });
    expect(sbagliato.status).toBe(400);
    expect((await t.http.post('/api/ordiniordini/aggiornastato').set(admin).send({ id: 999999, statoAttuale: 'CONFERMATO' })).status).toBe(404);
    expect((await t.http.delete(`/api/ordiniordini/${o.id}`).set(admin)).status).toBe(409);

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'ordini', idRisorsa: String(o.id) }).set(admin);
    expect(storia.status).toBe(200);
    const righe = storia.body.data.list.map((r: { modifiche: string }) => r.modifiche);
    expect(righe[0]).toMatch(/^Ordine creato: n\. \d+ \(anno \d{4}\)\nCliente: Cliente Carla\n/);
    expect(righe).toContain('Stato: CREATO → CONFERMATO');
  });

  it('lets a customer delete their own CREATO order', async () => {
    const o = (await crea(cliente, { listaRighe: [{ idArticolo: carta, quantita: 2, note: '' }] })).body.data;
    const res = await t.http.delete(`/api/ordiniordini/${o.id}`).set(cliente);
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Ordine eliminato');
    expect((await t.http.get(`/api/ordiniordini/${o.id}`).set(admin)).status).toBe(404);
  });

  it('numbers the orders of a year without gaps, also under concurrent creations', async () => {
    const corpo = { dataOrdine: '2030-06-01T10:00:00.000Z', listaRighe: [{ idArticolo: carta, quantita: 1, note: '' }] };
    const risposte = await Promise.all(Array.from({ length: 6 }, (_, i) => crea(i % 2 ? cliente : altroCliente, corpo)));
    expect(risposte.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(risposte.map((r) => Number(r.body.data.codice)).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    await crea(cliente, { ...corpo, listaRighe: [{ idArticolo: spento, quantita: 1 }] });
    expect((await crea(cliente, corpo)).body.data.codice).toBe('7');
    // 31/12/2030 23:30 UTC is already 2031 in Italy: the first order of 2031
    expect((await crea(cliente, { ...corpo, dataOrdine: '2030-12-31T23:30:00.000Z' })).body.data.codice).toBe('1');
  });

  it('prices an order without storing it (elabora) and lists the active catalogue with price and image', async () => {
    const res = await t.http
      .post('/api/ordiniordini/elabora')
      .set(cliente)
      .send({ listaRighe: [{ idArticolo: detergente, quantita: 3, note: '', prezzo: 1 }, { idArticolo: null, quantita: 0 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.totaleOrdine).toBe(59.97);
    expect(res.body.data.listaRighe[0].prezzo).toBe(19.99);

    const catalogo = await t.http.get('/api/ordiniarticoli').query({ page: 0, forPage: 10, codice: 'carta' }).set(cliente);
    expect(catalogo.body.data).toEqual({
      list: [{ id: carta, codice: 'CARTA10', descrizione: 'Carta igienica 10 rotoli', prezzo: 0.1, immagineBase64: 'iVBORw0KGgo=' }],
      recordsNumber: 1,
    });
    const perDescrizione = await t.http.get('/api/ordiniarticoli').query({ descrizione: 'catalogo' }).set(staff);
    expect(perDescrizione.body.data.recordsNumber).toBe(0); // the inactive article is not offered
  });

  it("lists the CLIENTE group's users for the staff's customer dropdown, with id, names and the username that tells equal names apart", async () => {
    const res = await t.http.get('/api/users').query({ profilo: 'CLIENTE', forPage: 100 }).set(staff);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([expect.objectContaining({ lastname: 'Cliente', firstname: 'Carla' })]);
    expect(Object.keys(res.body.data.list[0]).sort()).toEqual(['firstname', 'id', 'lastname', 'username']);
    const ancheAltri = await t.http.get('/api/users').query({ profilo: 'Amministratori' }).set(staff);
    expect(ancheAltri.body.data.list.map((u: { lastname: string }) => u.lastname)).toEqual(['Cliente']);
    expect((await t.http.get('/api/users').query({ profilo: 'CLIENTE' }).set(cliente)).status).toBe(403);
    // the dropdown's reader does not download the user list
    expect((await t.http.post('/api/users/excel').set(staff)).status).toBe(403);
  });

  it('downloads the list as Excel with its filters and the screen columns: staff every order, a customer their own; 403 without ordini', async () => {
    const mio = (await crea(cliente, { dataOrdine: '2026-07-01T08:30:00.000Z', listaRighe: [{ idArticolo: carta, quantita: 1, note: '' }] })).body.data;
    await crea(altroCliente, { listaRighe: [{ idArticolo: carta, quantita: 1, note: '' }] });
    const excel = (chi: { Authorization: string }, query: Record<string, string> = {}) => downloadExcel(t.http.post('/api/ordiniordini/excel').query(query).set(chi));

    const tutti = await excel(staff);
    expect(tutti.status).toBe(200);
    expect(tutti.fileName).toMatch(/^Ordini_\d{2}-\d{2}-\d{4}\.xlsx$/);
    expect(tutti.rows[0]).toEqual(['Numero', 'Intestatario', 'Data Ordine', 'Stato Attuale', 'Data Ora Stato']);
    expect(tutti.rows).toHaveLength((await elenco(staff, { forPage: '1000' })).body.data.recordsNumber + 1);

    const perNumero = await excel(staff, { codice: mio.codice, dataDal: '2026-07-01', dataAl: '2026-07-01' });
    expect(perNumero.rows.slice(1)).toEqual([[Number(mio.codice), 'Cliente Carla', new Date(Date.UTC(2026, 6, 1)), 'CREATO', expect.any(Date)]]);

    const miei = await excel(cliente);
    expect(miei.rows.length - 1).toBe((await elenco(cliente, { forPage: '1000' })).body.data.recordsNumber);
    expect(miei.rows.slice(1).every((r) => r[1] === 'Cliente Carla')).toBe(true);

    expect((await excel(staff, { dataDal: 'domani' })).status).toBe(400);
    expect((await excel(nessuno)).status).toBe(403);
  });

  it('answers 403 on every orders call to a user with no ordini permission', async () => {
    const chiamate = [
      t.http.get('/api/ordiniordini').set(nessuno),
      t.http.get('/api/ordiniordini/1').set(nessuno),
      t.http.post('/api/ordiniordini').set(nessuno).send({ listaRighe: [{ idArticolo: carta, quantita: 1 }] }),
      t.http.post('/api/ordiniordini/aggiornastato').set(nessuno).send({ id: 1, statoAttuale: 'CONFERMATO' }),
      t.http.post('/api/ordiniordini/elabora').set(nessuno).send({}),
      t.http.delete('/api/ordiniordini/1').set(nessuno),
      t.http.get('/api/ordiniarticoli').set(nessuno),
      t.http.get('/api/users').query({ profilo: 'CLIENTE' }).set(nessuno),
    ];
    const risposte = await Promise.all(chiamate);
    expect(risposte.map((r) => r.status)).toEqual(Array(chiamate.length).fill(403));
    expect(risposte[0].body.messaggio).toBe('Non hai i permessi per questa operazione');
  });
});
