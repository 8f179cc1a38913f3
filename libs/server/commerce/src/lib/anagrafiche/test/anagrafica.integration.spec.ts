import type { Anagrafica, ModificaRisorsa } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';

jest.setTimeout(60_000);

describe('parties: /api/anagrafica', () => {
  let t: TestApp;
  let admin: string;
  const post = (body: object) => t.http.post('/api/anagrafica').set(bearer(admin)).send(body);
  const cartoleria = {
    codice: 'C0001',
    nominativo: 'Cartoleria Belvedere',
    codiceTipo: 'CLI',
    citta: 'Napoli',
    indirizzo: 'Via Toledo 112',
    partitaIva: '01234567897',
    codiceFiscale: 'rssmra80a01h501u',
    telefono: '081 5521340',
    listaNote: [{ tipo: 'CONSEGNA', descrizione: 'Note di consegna', note: 'Mattina' }],
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    for (const [codiceTipo, descrizioneTipo] of [['CLI', 'Clienti'], ['FOR', 'Fornitori']])
      await t.http.post('/api/dizionariotipi').set(bearer(admin)).send({ sezioneDizionario: 'ANAGRAFICA', codiceTipo, descrizioneTipo }).expect(201);
  });
  afterAll(() => t?.close());

  it('creates a party with a valid fiscal code (omocodia too), reads it and lists it by type and filters', async () => {
    const creata = await post(cartoleria);
    expect(creata.status).toBe(201);
    expect(creata.body.data).toMatchObject({ ...cartoleria, codiceFiscale: 'RSSMRA80A01H501U', attivo: true, statoAttuale: 'ATTIVO', statoAttualeDataOra: null });
    const omocodia = await post({ codice: 'F0001', nominativo: 'Cartiere Riunite', codiceTipo: 'for', codiceFiscale: 'RSSMRA80A01H50MM', partitaIva: '13678901458' });
    expect(omocodia.status).toBe(201);
    expect(omocodia.body.data.codiceTipo).toBe('FOR');

    expect((await t.http.get(`/api/anagrafica/${creata.body.data.id}`).set(bearer(admin))).body.data).toEqual(creata.body.data);
    const clienti = await t.http.get('/api/anagrafica?codiceTipo=CLI&nominativo=belved&partitaIva=0123&codiceFiscale=rssmra').set(bearer(admin));
    expect(clienti.body.data).toEqual({ list: [creata.body.data], recordsNumber: 1 });
    const fornitori = (await t.http.get('/api/anagrafica?codiceTipo=FOR').set(bearer(admin))).body.data.list as Anagrafica[];
    expect(fornitori.map((a) => a.codice)).toEqual(['F0001']);
    const tutti = (await t.http.get('/api/anagrafica?codiceTipo=ALL&page=0&forPage=10').set(bearer(admin))).body.data.list as Anagrafica[];
    expect(tutti.map((a) => a.codice)).toEqual(['F0001', 'C0001']); // by name: Cartiere before Cartoleria
  });

  it('refuses an invalid fiscal code and VAT number, an unknown type and a duplicate code, in Italian', async () => {
    const sbagliata = await post({ ...cartoleria, codice: 'C0002', partitaIva: '01234567890', codiceFiscale: 'RSSMRA80A01H501A', codiceTipo: 'XYZ' });
    expect(sbagliata.status).toBe(400);
    expect(sbagliata.body.messaggio).toBe(
      [
        'Il tipo XYZ non è un tipo della sezione ANAGRAFICA',
        'Il Codice Fiscale RSSMRA80A01H501A non è valido (16 caratteri con il carattere di controllo corretto, o 11 cifre)',
        'La Partita IVA 01234567890 non è valida (11 cifre con la cifra di controllo corretta)',
      ].join('#') + '#',
    );
    const vuota = await post({ codice: ' ', nominativo: '', codiceTipo: 'CLI' });
    expect(vuota.body.messaggio).toBe('Il campo Codice è obbligatorio#Il campo Nominativo è obbligatorio#');
    const doppia = await post({ ...cartoleria, codice: 'c0001' });
    expect(doppia.status).toBe(409);
    expect(doppia.body).toEqual({ messaggio: "Esiste già un'anagrafica con questo codice" });
    const senzaFiscali = await post({ codice: 'C0003', nominativo: 'Bar Aurora', codiceTipo: 'CLI', partitaIva: '', codiceFiscale: '' });
    expect(senzaFiscali.status).toBe(201);
  });

  it('answers the default note rows of a new party', async () => {
    const note = await t.http.get('/api/anagrafica/note?sezioneDizionario=ANAGRAFICA').set(bearer(admin));
    expect(note.body.data.list).toEqual([
      { tipo: 'CONSEGNA', descrizione: 'Note di consegna', note: '' },
      { tipo: 'PAGAMENTO', descrizione: 'Note di pagamento', note: '' },
      { tipo: 'GENERALE', descrizione: 'Note generali', note: '' },
    ]);
  });

  it('deletes a party as ELIMINATO keeping it, refuses editing it, restores it to ATTIVO, with the history', async () => {
    const { id } = (await post({ ...cartoleria, codice: 'C0010', codiceFiscale: '', partitaIva: '' })).body.data as Anagrafica;
    const eliminata = await t.http.delete(`/api/anagrafica/${id}`).set(bearer(admin));
    expect(eliminata.body).toEqual({ messaggio: 'Anagrafica eliminata', data: { id } });
    const letta = (await t.http.get(`/api/anagrafica/${id}`).set(bearer(admin))).body.data as Anagrafica;
    expect(letta.statoAttuale).toBe('ELIMINATO');
    expect(letta.statoAttualeDataOra).not.toBeNull();
    expect(((await t.http.get('/api/anagrafica?codiceTipo=CLI&codice=C0010').set(bearer(admin))).body.data.list as Anagrafica[])[0].statoAttuale).toBe('ELIMINATO');
    expect(((await t.http.get('/api/anagrafica?codiceTipo=ALL&codice=C0010').set(bearer(admin))).body.data.recordsNumber)).toBe(0);

    const modifica = await t.http.put(`/api/anagrafica/${id}`).set(bearer(admin)).send({ ...letta, nominativo: 'Nuovo nome' });
    expect(modifica.status).toBe(400);
    expect(modifica.body.messaggio).toBe("L'anagrafica è eliminata: ripristinarla prima di modificarla");
    expect((await t.http.delete(`/api/anagrafica/${id}`).set(bearer(admin))).body.messaggio).toBe("L'anagrafica è già eliminata");

    const ripristinata = await t.http.get(`/api/anagrafica/ripristina/${id}`).set(bearer(admin));
    expect(ripristinata.body.messaggio).toBe('Anagrafica ripristinata');
    expect(ripristinata.body.data).toMatchObject({ id, statoAttuale: 'ATTIVO' });
    // the version read before the restore is stale: an editor still holding it is told so
    const superata = await t.http.put(`/api/anagrafica/${id}`).set(bearer(admin)).send({ ...letta, nominativo: 'Nuovo nome', attivo: false });
    expect(superata.status).toBe(409);
    expect(superata.body.messaggio).toContain('modificato da un altro utente');
    await t.http.put(`/api/anagrafica/${id}`).set(bearer(admin)).send({ ...ripristinata.body.data, nominativo: 'Nuovo nome', attivo: false }).expect(200);

    const storia = (await t.http.get(`/api/modificherisorse?sezione=anagrafica&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[];
    expect(storia).toHaveLength(4);
    expect(storia[3].modifiche).toContain('Nominativo: Cartoleria Belvedere → Nuovo nome');
    expect((await t.http.get('/api/anagrafica/ripristina/9999').set(bearer(admin))).status).toBe(404);
  });

  it('is written only with anagrafica, read also with documenti or articoli; others get 403', async () => {
    const documenti = await loginWith(t, 'lettoreanagrafica', ['documenti/visualizza', 'documenti/modifica', 'documenti/elimina', 'articoli/visualizza']);
    expect((await t.http.get('/api/anagrafica?codiceTipo=ALL').set(bearer(documenti))).status).toBe(200);
    const negato = await t.http.post('/api/anagrafica').set(bearer(documenti)).send(cartoleria);
    expect(negato.status).toBe(403);
    expect(negato.body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await t.http.delete('/api/anagrafica/1').set(bearer(documenti))).status).toBe(403);
    expect((await t.http.get('/api/anagrafica/ripristina/1').set(bearer(documenti))).status).toBe(403);
    expect((await t.http.get('/api/anagrafica/note').set(bearer(documenti))).status).toBe(403);

    const visualizza = await loginWith(t, 'visoreanagrafica', ['anagrafica/visualizza', 'anagrafica/modifica']);
    const ripristino = await t.http.get('/api/anagrafica/ripristina/1').set(bearer(visualizza));
    expect(ripristino.status).toBe(403);
    expect(ripristino.body.messaggio).toBe('Non hai i permessi per questa operazione');

    const estraneo = await loginWith(t, 'estraneoanagrafica', ['iva/visualizza']);
    const letto = await t.http.get('/api/anagrafica').set(bearer(estraneo));
    expect(letto.status).toBe(403);
    expect(letto.body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await t.http.get('/api/anagrafica/1').set(bearer(estraneo))).status).toBe(403);
    expect((await t.http.post('/api/anagrafica/excel').set(bearer(estraneo))).status).toBe(403);
    expect((await t.http.put('/api/anagrafica/1').set(bearer(estraneo)).send(cartoleria)).status).toBe(403);
  });
});
