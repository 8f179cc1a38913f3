import type { DizionarioSezione, DizionarioTipo, ModificaRisorsa } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';

jest.setTimeout(60_000);

describe('dictionaries: /api/dizionariosezioni and /api/dizionariotipi', () => {
  let t: TestApp;
  let admin: string;
  const post = (body: object) => t.http.post('/api/dizionariotipi').set(bearer(admin)).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('creates types, setting the path from the section and keeping movement and follow-on only for documents', async () => {
    const fat = await post({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'fat', descrizioneTipo: 'Fattura', tipo: 'P', tipoMovimento: 'S' });
    expect(fat.status).toBe(201);
    expect(fat.body.messaggio).toBe('Salvataggio avvenuto con successo');
    expect(fat.body.data).toMatchObject({ codiceTipo: 'FAT', path: 'papercleandocumentotipi/documenti', tipoMovimento: 'S', richiedeFattura: null });

    const ddt = await post({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'DDT', descrizioneTipo: 'Documento di Trasporto', tipo: 'P', tipoMovimento: 'S', richiedeFattura: 'FAT' });
    expect(ddt.body.data).toMatchObject({ richiedeFattura: 'FAT' });

    const cli = await post({ sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'CLI', descrizioneTipo: 'Clienti', tipo: 'P', tipoMovimento: 'C', richiedeFattura: 'FAT' });
    expect(cli.body.data).toMatchObject({ path: 'papercleananagraficatipi/anagrafica', tipoMovimento: null, richiedeFattura: null });

    const ddm = await post({ sezioneDizionario: 'DOCUMENTOMOBILE', codiceTipo: 'DDM', descrizioneTipo: 'DDT Mobile', tipoMovimento: 'S', richiedeFattura: 'FAT' });
    expect(ddm.body.data).toMatchObject({ path: 'papercleandocumentotipi/documentimobile', tipo: 'P', tipoMovimento: 'S', richiedeFattura: 'FAT' });
  });

  it('refuses a follow-on type that is not a DOCUMENTO type, a duplicate code and bad values, in Italian', async () => {
    const successivo = await post({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'PRE', descrizioneTipo: 'Preventivo', richiedeFattura: 'CLI' });
    expect(successivo.status).toBe(400);
    expect(successivo.body.messaggio).toBe('Il Documento Successivo CLI non è un tipo della sezione DOCUMENTO#');

    const doppio = await post({ sezioneDizionario: 'DOCUMENTO', codiceTipo: 'Fat', descrizioneTipo: 'Altra fattura' });
    expect(doppio.status).toBe(409);
    expect(doppio.body).toEqual({ messaggio: 'Esiste già un tipo del dizionario con questo codice' });

    const sbagliato = await post({ sezioneDizionario: 'MAGAZZINO', codiceTipo: ' ', descrizioneTipo: 'x', tipoMovimento: 'X' });
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain('Il campo Sezione deve essere ANAGRAFICA, DOCUMENTO o DOCUMENTOMOBILE#');
    expect(sbagliato.body.messaggio).toContain('Il campo Tipo Movimento deve essere C (CARICO), S (SCARICO) o I (INVARIATO)#');
  });

  it('lists by section, code and description, 50 per page, and serves the unpaged type lists (enable=true: active only)', async () => {
    const filtrata = await t.http.get('/api/dizionariotipi?sezioneDizionario=DOCUMENTO&descrizioneTipo=traspor').set(bearer(admin));
    expect(filtrata.body.data.recordsNumber).toBe(1);
    expect(filtrata.body.data.list[0].codiceTipo).toBe('DDT');

    const tutti = await t.http.get('/api/dizionariotipi?page=0&forPage=50').set(bearer(admin));
    expect((tutti.body.data.list as DizionarioTipo[]).map((r) => r.codiceTipo)).toEqual(['CLI', 'DDT', 'FAT', 'DDM']);

    const id = (tutti.body.data.list as DizionarioTipo[]).find((r) => r.codiceTipo === 'FAT')!.id;
    await t.http.put(`/api/dizionariotipi/${id}`).set(bearer(admin)).send({ ...tutti.body.data.list.find((r: DizionarioTipo) => r.id === id), attivo: false }).expect(200);
    const documento = await t.http.get('/api/dizionariotipi?sezioneDizionario=DOCUMENTO&forPage=10000000').set(bearer(admin));
    expect(documento.status).toBe(200);
    expect((documento.body.data.list as DizionarioTipo[]).map((r) => r.codiceTipo)).toEqual(['DDT', 'FAT']);
    const attivi = await t.http.get('/api/dizionariotipi?sezioneDizionario=DOCUMENTO&enable=true&forPage=10000000').set(bearer(admin));
    expect((attivi.body.data.list as DizionarioTipo[]).map((r) => r.codiceTipo)).toEqual(['DDT']);
    const forse = await t.http.get('/api/dizionariotipi?enable=forse').set(bearer(admin));
    expect([forse.status, forse.body.messaggio]).toEqual([400, 'Il filtro enable deve essere true o false#']);
  });

  it('shows the three sections, each with its types', async () => {
    const sezioni = (await t.http.get('/api/dizionariosezioni').set(bearer(admin))).body.data.list as DizionarioSezione[];
    expect(sezioni.map((s) => s.sezione)).toEqual(['ANAGRAFICA', 'DOCUMENTO', 'DOCUMENTOMOBILE']);
    const documento = await t.http.get(`/api/dizionariosezioni/${sezioni[1].id}`).set(bearer(admin));
    expect(documento.body.data).toEqual({
      id: sezioni[1].id,
      sezione: 'DOCUMENTO',
      listaTipi: [
        { codiceTipo: 'DDT', descrizioneTipo: 'Documento di Trasporto' },
        { codiceTipo: 'FAT', descrizioneTipo: 'Fattura' },
      ],
    });
    expect((await t.http.get('/api/dizionariosezioni/99').set(bearer(admin))).body).toEqual({ messaggio: 'Sezione del dizionario non trovata' });
  });

  it('keeps the history of a type and refuses deleting a follow-on type or one used by parties', async () => {
    const lista = (await t.http.get('/api/dizionariotipi').set(bearer(admin))).body.data.list as DizionarioTipo[];
    const ddt = lista.find((r) => r.codiceTipo === 'DDT')!;
    await t.http.put(`/api/dizionariotipi/${ddt.id}`).set(bearer(admin)).send({ ...ddt, descrizioneTipo: 'DDT Vendita' }).expect(200);
    const storia = (await t.http.get(`/api/modificherisorse?sezione=dizionari&idRisorsa=${ddt.id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[];
    expect(storia).toHaveLength(2);
    expect(storia[1].modifiche).toBe('Descrizione Tipo: Documento di Trasporto → DDT Vendita');

    const fat = lista.find((r) => r.codiceTipo === 'FAT')!;
    const successivo = await t.http.delete(`/api/dizionariotipi/${fat.id}`).set(bearer(admin));
    expect(successivo.status).toBe(409);
    expect(successivo.body.messaggio).toBe('Il tipo FAT è il Documento Successivo di DDM, DDT: non è possibile eliminarlo');

    const cli = lista.find((r) => r.codiceTipo === 'CLI')!;
    await t.http.post('/api/anagrafica').set(bearer(admin)).send({ codice: 'C1', nominativo: 'Cliente Uno', codiceTipo: 'CLI' }).expect(201);
    const usato = await t.http.delete(`/api/dizionariotipi/${cli.id}`).set(bearer(admin));
    expect(usato.status).toBe(409);
    expect(usato.body.messaggio).toBe('Il tipo CLI è usato da 1 anagrafiche: non è possibile eliminarlo');
    const rinominato = await t.http.put(`/api/dizionariotipi/${cli.id}`).set(bearer(admin)).send({ ...cli, codiceTipo: 'CLIENTI' });
    expect(rinominato.status).toBe(409);

    const ddm = lista.find((r) => r.codiceTipo === 'DDM')!;
    expect((await t.http.delete(`/api/dizionariotipi/${ddm.id}`).set(bearer(admin))).body.messaggio).toBe('Eliminazione avvenuta con successo');
    expect((await t.http.get(`/api/dizionariotipi/${ddm.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('is written only with dizionari, read also with anagrafica or documenti; others get 403', async () => {
    const lettore = await loginWith(t, 'lettoretipi', ['anagrafica/visualizza', 'anagrafica/modifica', 'anagrafica/elimina']);
    expect((await t.http.get('/api/dizionariotipi?sezioneDizionario=ANAGRAFICA').set(bearer(lettore))).status).toBe(200);
    const negato = await t.http.post('/api/dizionariotipi').set(bearer(lettore)).send({ sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'X', descrizioneTipo: 'X' });
    expect(negato.status).toBe(403);
    expect(negato.body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await t.http.delete('/api/dizionariotipi/1').set(bearer(lettore))).status).toBe(403);
    expect((await t.http.get('/api/dizionariosezioni').set(bearer(lettore))).status).toBe(403);

    const estraneo = await loginWith(t, 'estraneotipi', ['iva/visualizza']);
    const letto = await t.http.get('/api/dizionariotipi').set(bearer(estraneo));
    expect(letto.status).toBe(403);
    expect(letto.body.messaggio).toBe('Non hai i permessi per questa operazione');
    expect((await t.http.get('/api/dizionariosezioni/1').set(bearer(estraneo))).status).toBe(403);
    expect((await t.http.post('/api/dizionariotipi/excel').set(bearer(estraneo))).status).toBe(403);
    expect((await t.http.put('/api/dizionariotipi/1').set(bearer(estraneo)).send({})).status).toBe(403);
  });
});
