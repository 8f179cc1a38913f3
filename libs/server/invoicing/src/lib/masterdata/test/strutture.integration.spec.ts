import type { ModificaRisorsa, Struttura } from '@registro/contracts';
import { bearer, createTestApp, type TestApp, loginWith } from '@registro/server-testing';

jest.setTimeout(60_000);

describe('facilities: /api/strutture', () => {
  let t: TestApp;
  let admin: string;
  const struttura: Omit<Struttura, 'id'> = {
    codiceStruttura: 'S01',
    denominazione: 'Poliambulatorio Prova',
    partitaIva: '06363391001',
    codiceFiscale: '06363391001',
    regimeFiscale: 'RF01',
    indirizzo: 'Via Roma',
    numeroCivico: '1',
    cap: '80133',
    comune: 'Napoli',
    provincia: 'NA',
    nazione: 'IT',
    codiceRegione: '150',
    codiceAsl: '201',
    codiceSsa: '123456',
    cfProprietario: 'RSSMRA80A01H501U',
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('creates, lists, updates with history and deletes a facility', async () => {
    const creata = await t.http.post('/api/strutture').set(bearer(admin)).send({ ...struttura, provincia: 'na', codiceFiscale: undefined });
    expect(creata.status).toBe(201);
    const id = creata.body.data.id as number;
    expect(creata.body.data).toEqual({ id, ...struttura, codiceFiscale: '', versione: 1 });

    expect((await t.http.get('/api/strutture?denominazione=poliamb').set(bearer(admin))).body.data).toEqual({ list: [creata.body.data], recordsNumber: 1 });
    await t.http.put(`/api/strutture/${id}`).set(bearer(admin)).send({ ...struttura, denominazione: 'Poliambulatorio Nuovo' }).expect(200);
    const storia = (await t.http.get(`/api/modificherisorse?sezione=strutture&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[];
    expect(storia[1].modifiche).toBe('Codice Fiscale: (vuoto) → 06363391001\nDenominazione: Poliambulatorio Prova → Poliambulatorio Nuovo');
    await t.http.delete(`/api/strutture/${id}`).set(bearer(admin)).expect(200);
    expect((await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'Struttura non trovata' });
  });

  it('two editors of one facility: the second save with the versione it loaded is 409 and changes nothing; without versione the last write wins', async () => {
    const MODIFICATO_DA_ALTRI = 'Il record è stato modificato da un altro utente: ricaricare e riprovare';
    const creata = await t.http.post('/api/strutture').set(bearer(admin)).send({ ...struttura, codiceStruttura: 'S09' });
    const id = creata.body.data.id as number;
    const primo = (await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body.data;
    const secondo = (await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body.data;
    expect(primo.versione).toBe(1);

    const salvata = await t.http.put(`/api/strutture/${id}`).set(bearer(admin)).send({ ...primo, denominazione: 'Primo' });
    expect([salvata.status, salvata.body.messaggio, salvata.body.data.versione]).toEqual([200, 'Salvataggio avvenuto con successo', 2]);
    const persa = await t.http.put(`/api/strutture/${id}`).set(bearer(admin)).send({ ...secondo, denominazione: 'Secondo' });
    expect([persa.status, persa.body.messaggio]).toEqual([409, MODIFICATO_DA_ALTRI]);
    expect((await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body.data).toMatchObject({ denominazione: 'Primo', versione: 2 });

    // reloaded, the second editor saves; an older client that sends no versione keeps the last write
    const ricaricata = (await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body.data;
    expect((await t.http.put(`/api/strutture/${id}`).set(bearer(admin)).send({ ...ricaricata, denominazione: 'Secondo' })).status).toBe(200);
    const { versione: _versione, ...senzaVersione } = ricaricata;
    expect((await t.http.put(`/api/strutture/${id}`).set(bearer(admin)).send({ ...senzaVersione, denominazione: 'Terzo' })).status).toBe(200);
    expect((await t.http.get(`/api/strutture/${id}`).set(bearer(admin))).body.data).toMatchObject({ denominazione: 'Terzo', versione: 4 });
  });

  it('checks the seller data of the electronic invoice, every problem at once', async () => {
    const res = await t.http
      .post('/api/strutture')
      .set(bearer(admin))
      .send({ ...struttura, codiceStruttura: 'S02', partitaIva: '06363391002', codiceFiscale: 'RSSMRA80A01H501A', regimeFiscale: 'RF20', cap: '8013', codiceSsa: '12' });
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toBe(
      [
        'La Partita IVA non è valida (11 cifre con la cifra di controllo corretta)',
        'Il Codice Fiscale non è valido',
        'Il Regime Fiscale deve essere un codice da RF01 a RF19',
        'Il CAP deve essere di 5 cifre',
        'Il Codice SSA deve essere di 6 cifre',
      ].join('#') + '#',
    );
    expect((await t.http.post('/api/strutture').set(bearer(admin)).send({ ...struttura, provincia: 'N1' })).body.messaggio).toBe('La Provincia deve essere la sigla di 2 lettere#');
    expect((await t.http.post('/api/strutture').set(bearer(admin)).send({ denominazione: 'x' })).status).toBe(400);
    await t.http.post('/api/strutture').set(bearer(admin)).send({ ...struttura, codiceStruttura: 'S03' }).expect(201);
    const doppia = await t.http.post('/api/strutture').set(bearer(admin)).send({ ...struttura, codiceStruttura: 'S03' });
    expect(doppia.status).toBe(409);
    expect(doppia.body).toEqual({ messaggio: 'Esiste già una struttura con questo codice' });
  });

  it('is read with strutture or fatturazione and written only with strutture; operatore gets 403', async () => {
    const fatturista = await loginWith(t, 'lettorestrutture', ['fatturazione/visualizza', 'fatturazione/modifica']);
    expect((await t.http.get('/api/strutture').set(bearer(fatturista))).status).toBe(200);
    const negato = await t.http.post('/api/strutture').set(bearer(fatturista)).send({ ...struttura, codiceStruttura: 'S09' });
    expect(negato.status).toBe(403);
    expect(negato.body.messaggio).toBe('Non hai i permessi per questa operazione');

    const operatore = await t.login('operatore');
    expect((await t.http.get('/api/strutture').set(bearer(operatore))).body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await t.http.put('/api/strutture/1').set(bearer(operatore)).send(struttura)).status).toBe(403);
  });
});
