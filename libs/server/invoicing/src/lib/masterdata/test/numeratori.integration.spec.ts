import type { ModificaRisorsa, Numeratore } from '@registro/contracts';
import { bearer, createTestApp, type TestApp, loginWith } from '@registro/server-testing';
import { romeYear } from '@registro/server-kernel';

jest.setTimeout(60_000);

describe('numerators: /api/numeratori (sections numeratori or fatturazionenumeratori)', () => {
  let t: TestApp;
  let admin: string;
  const nuovo = { codice: 'FT', descrizione: 'Fatture', valore: 0, anno: 2031, codiceStruttura: '001', note: '' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const storia = async (id: number): Promise<ModificaRisorsa[]> =>
    (await t.http.get(`/api/modificherisorse?sezione=numeratori&idRisorsa=${id}`).set(bearer(admin))).body.data.list;

  it('creates, reads, lists with filters, updates and deletes a numerator, with its history', async () => {
    const creato = await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...nuovo, codice: ' FT ', note: 'prima' });
    expect(creato.status).toBe(201);
    const id = creato.body.data.id as number;
    expect(creato.body).toEqual({ messaggio: 'Salvataggio avvenuto con successo', data: { id, ...nuovo, note: 'prima' } });
    await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...nuovo, codice: 'NC', descrizione: 'Note di Credito' }).expect(201);

    const lista = (await t.http.get('/api/numeratori?descrizione=fatt').set(bearer(admin))).body.data;
    expect(lista).toEqual([expect.objectContaining({ id, codice: 'FT' })]);
    expect((await t.http.get('/api/numeratori?codice=nc').set(bearer(admin))).body.data.map((n: Numeratore) => n.codice)).toEqual(['NC']);

    const modificato = await t.http.put(`/api/numeratori/${id}`).set(bearer(admin)).send({ ...nuovo, valore: 7, note: 'dopo' });
    expect(modificato.status).toBe(200);
    expect(modificato.body.data).toEqual({ id, ...nuovo, valore: 7, note: 'dopo' });
    expect((await t.http.get(`/api/numeratori/${id}`).set(bearer(admin))).body.data.valore).toBe(7);

    const righe = (await storia(id)).map((m) => m.modifiche);
    expect(righe[0]).toContain('Record creato');
    expect(righe[1]).toContain('Valore: 0 → 7');
    expect(righe[1]).toContain('Note: prima → dopo');

    expect((await t.http.delete(`/api/numeratori/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'Eliminazione avvenuta con successo', data: { id } });
    expect((await t.http.get(`/api/numeratori/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'Numeratore non trovato' });
    expect((await storia(id)).pop()?.modifiche).toBe('Record eliminato');
  });

  it('GET numeratori answers the plain array of spec 2 §7 (page, forPage, codice, descrizione): every matching counter, page and forPage ignored', async () => {
    for (const codice of ['ARR1', 'ARR2', 'ARR3']) await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...nuovo, codice, descrizione: 'Array' }).expect(201);
    const risposta = await t.http.get('/api/numeratori').query({ page: 0, forPage: 2, codice: 'arr', descrizione: 'array' }).set(bearer(admin));
    expect(risposta.status).toBe(200);
    expect(Object.keys(risposta.body)).toEqual(['data']);
    expect(Array.isArray(risposta.body.data)).toBe(true);
    expect(risposta.body.data.map((n: Numeratore) => n.codice)).toEqual(['ARR1', 'ARR2', 'ARR3']);
    expect(risposta.body.data[0]).toEqual({ id: expect.any(Number), ...nuovo, codice: 'ARR1', descrizione: 'Array' });
    expect((await t.http.get('/api/numeratori').query({ page: 1, forPage: 1, codice: 'arr' }).set(bearer(admin))).body.data).toHaveLength(3);
    expect((await t.http.get('/api/numeratori').query({ forPage: 'tanti' }).set(bearer(admin))).status).toBe(400);
  });

  it('keeps the counter moved by numbering when a form sends back the value it showed', async () => {
    const id = (await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...nuovo, codice: 'CNT', valore: 3 })).body.data.id as number;
    await t.db.pool.query(`UPDATE numeratori SET valore = valore + 1 WHERE id = $1`, [id]);
    // the form loaded 4 and changes only the note
    await t.http.put(`/api/numeratori/${id}`).set(bearer(admin)).send({ ...nuovo, codice: 'CNT', valore: 4, note: 'nota' }).expect(200);
    await t.db.pool.query(`UPDATE numeratori SET valore = valore + 1 WHERE id = $1`, [id]);
    const letto = (await t.http.get(`/api/numeratori/${id}`).set(bearer(admin))).body.data;
    expect(letto).toMatchObject({ valore: 5, note: 'nota' });
  });

  it('duplicates a numerator for another year (POST with the copied fields); the same code, year and structure is 409', async () => {
    const originale = (await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...nuovo, codice: 'DUP', valore: 41 })).body.data as Numeratore;
    const copia = await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...originale, id: undefined, anno: 2032, valore: 0 });
    expect(copia.status).toBe(201);
    expect(copia.body.data).toMatchObject({ codice: 'DUP', anno: 2032, valore: 0, codiceStruttura: '001' });

    const doppio = await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...originale, id: undefined });
    expect(doppio.status).toBe(409);
    expect(doppio.body).toEqual({ messaggio: 'Esiste già un numeratore con questo codice per lo stesso anno e la stessa struttura' });
    // another structure is another counter
    expect((await t.http.post('/api/numeratori').set(bearer(admin)).send({ ...originale, id: undefined, codiceStruttura: '002' })).status).toBe(201);
  });

  it('refuses a negative value, an impossible year and a blank code with Italian messages; a new counter without a year is for the current year', async () => {
    const prova = (body: object) => t.http.post('/api/numeratori').set(bearer(admin)).send(body);
    const negativo = await prova({ ...nuovo, codice: 'V', valore: -1 });
    expect(negativo.status).toBe(400);
    expect(negativo.body.messaggio).toContain('Il campo Valore non può essere negativo');
    // spec 3's duplicate sends codice, descrizione and codiceStruttura only
    const senzaAnno = await prova({ codice: 'V', descrizione: 'x', codiceStruttura: '001' });
    expect(senzaAnno.status).toBe(201);
    expect(senzaAnno.body.data).toMatchObject({ codice: 'V', anno: romeYear(), valore: 0, codiceStruttura: '001' });
    expect((await prova({ ...nuovo, codice: 'V', anno: 1800 })).body.messaggio).toContain('Il campo Anno deve essere compreso tra 1900 e 2999');
    expect((await prova({ ...nuovo, codice: '   ' })).body).toEqual({ messaggio: 'Il campo Codice è obbligatorio' });
    const annoNonNumero = await prova({ ...nuovo, codice: 'V', anno: 'duemila' });
    expect(annoNonNumero.status).toBe(400);
    expect(annoNonNumero.body.messaggio).toContain('Il campo Anno deve essere un numero intero');
  });

  it('serves both screens: numeratori or fatturazionenumeratori grants the API; neither (operatore) is 403', async () => {
    const fatturazione = await loginWith(t, 'numfatt', ['fatturazionenumeratori/visualizza', 'fatturazionenumeratori/modifica']);
    const soloLettura = await loginWith(t, 'numlett', ['numeratori/visualizza']);
    const operatore = await t.login('operatore');

    expect((await t.http.get('/api/numeratori').set(bearer(fatturazione))).status).toBe(200);
    const creato = await t.http.post('/api/numeratori').set(bearer(fatturazione)).send({ ...nuovo, codice: 'ANY' });
    expect(creato.status).toBe(201);
    // the history of a numerator opens from either screen too
    const storia = await t.http.get(`/api/modificherisorse?sezione=numeratori&idRisorsa=${creato.body.data.id}`).set(bearer(fatturazione));
    expect([storia.status, storia.body.data?.list.length]).toEqual([200, 1]);
    expect((await t.http.get(`/api/modificherisorse?sezione=numeratori&idRisorsa=${creato.body.data.id}`).set(bearer(operatore))).status).toBe(403);
    expect((await t.http.delete(`/api/numeratori/${creato.body.data.id}`).set(bearer(fatturazione))).status).toBe(403);

    expect((await t.http.get(`/api/numeratori/${creato.body.data.id}`).set(bearer(soloLettura))).status).toBe(200);
    const negato = await t.http.post('/api/numeratori').set(bearer(soloLettura)).send({ ...nuovo, codice: 'NO' });
    expect(negato.status).toBe(403);
    expect(negato.body.messaggio).toBe('Non hai i permessi per questa operazione');

    expect((await t.http.get('/api/numeratori').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.post('/api/numeratori/excel').set(bearer(operatore))).status).toBe(403);
  });
});
