import { MENU_COMPLETO, PERMESSI, appiattisciMenu, type Modulo, type Sezione, type SezioneModulo } from '@registro/contracts';
import { rebuildProjection } from '@registro/server-event-store';
import { sezioniInstallateProjection } from '@registro/server-platform';
import { MANIFEST_MAGAZZINO, bearer, createTestApp, testJar, type TestApp } from '@registro/server-testing';
import { moduliProjection } from '../moduli.projection';

jest.setTimeout(120_000);

/** /api/application, /api/configurazionemoduli, /api/installation/jarinfo, /api/sezioni. */
describe('modules (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
  });
  afterAll(() => t?.close());

  const upload = (contenuto: Buffer, nome = 'magazzino-1.2.0.jar', tk = admin) =>
    t.http.post('/api/application/upload').set(bearer(tk)).attach('file', contenuto, nome);

  it('uploads a .jar, lists it 30 per page, shows it and answers its manifest by file name', async () => {
    const res = await upload(await testJar(MANIFEST_MAGAZZINO));
    expect(res.status).toBe(201);
    expect(res.body.messaggio).toBe('Modulo caricato con successo');
    const modulo = res.body.data as Modulo;
    expect(modulo).toMatchObject({ nome: 'magazzino', version: '1.2.0', compileDate: '2026-11-20 10:30', jar: 'magazzino-1.2.0.jar', descrizione: 'Gestione del magazzino' });

    const lista = await t.http.get('/api/application').set(bearer(admin));
    expect(lista.body.data).toEqual({ list: [modulo], recordsNumber: 1 });
    expect((await t.http.get(`/api/application/${modulo.id}`).set(bearer(admin))).body.data).toEqual(modulo);
    const info = await t.http.get('/api/installation/jarinfo').query({ jarName: 'magazzino-1.2.0.jar' }).set(bearer(admin));
    expect(info.body.data).toMatchObject({ nome: 'magazzino', version: '1.2.0', sezioni: [{ id: 'magazzino', descrizione: 'Magazzino' }, { id: 'inventario', descrizione: 'Inventario di Magazzino' }] });
    expect((await t.http.get('/api/installation/jarinfo').query({ jarName: 'altro.jar' }).set(bearer(admin))).status).toBe(404);

    const stored = await t.db.pool.query(`SELECT octet_length(contenuto) AS n FROM moduli_jar`);
    expect(stored.rows[0].n).toBeGreaterThan(100);
    expect((await upload(await testJar(MANIFEST_MAGAZZINO))).status).toBe(409);
  });

  it('uploads a new version from the edit page and keeps the history', async () => {
    const { id } = (await t.http.get('/api/application').set(bearer(admin))).body.data.list[0] as Modulo;
    const nuova = await t.http
      .put(`/api/application/${id}/upload`)
      .set(bearer(admin))
      .attach('file', await testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Version': '1.3.0' }), 'magazzino-1.3.0.jar');
    expect(nuova.status).toBe(200);
    expect(nuova.body.data).toMatchObject({ id, version: '1.3.0', jar: 'magazzino-1.3.0.jar' });
    const altro = await t.http.put(`/api/application/${id}/upload`).set(bearer(admin)).attach('file', await testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'contabilita' }), 'c.jar');
    expect(altro.status).toBe(400);
    expect(altro.body.messaggio).toBe('Il file contiene il modulo contabilita, non magazzino');
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'moduli', idRisorsa: id }).set(bearer(admin));
    expect(JSON.stringify(storia.body)).toContain('1.3.0');
  });

  it('refuses a file that is not a .jar, a malformed archive, a zip bomb and an oversized upload with a clear message', async () => {
    const nonJar = await upload(await testJar(MANIFEST_MAGAZZINO), 'magazzino.zip');
    expect(nonJar.status).toBe(400);
    expect(nonJar.body.messaggio).toBe('Sono ammessi solo file .jar');
    const rotto = await upload(Buffer.from('PK\u0003\u0004 non sono davvero uno zip'), 'rotto.jar');
    expect(rotto.status).toBe(400);
    expect(rotto.body.messaggio).toMatch(/^Archivio \.jar non valido: il file non è un archivio zip leggibile/);
    const bomba = await upload(await testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'bomba' }, { 'zeri.bin': Buffer.alloc(8 * 1024 * 1024) }), 'bomba.jar');
    expect(bomba.status).toBe(400);
    expect(bomba.body.messaggio).toBe('Archivio .jar non valido: rapporto di compressione sospetto per zeri.bin');
    const enorme = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'enorme.jar');
    expect(enorme.status).toBe(413);
    expect(enorme.body.messaggio).toBe('Il file supera la dimensione massima di 20 MB');
    const campo = await t.http.post('/api/application/upload').set(bearer(admin)).attach('altro', await testJar(MANIFEST_MAGAZZINO), 'm.jar');
    expect(campo.status).toBe(400);
    expect(campo.body.messaggio).toBe('Caricamento non valido: inviare un solo file .jar nel campo "file"');
    expect((await t.http.post('/api/application/upload').set(bearer(admin))).body.messaggio).toBe('Selezionare un file .jar da caricare');
  });

  it('installs the missing sections, which become permission sections a group can be given', async () => {
    const prima = await t.http.get('/api/configurazionemoduli/sectionlist').query({ nomeModulo: 'magazzino' }).set(bearer(admin));
    expect(prima.body.data as SezioneModulo[]).toEqual([
      { id: 'magazzino', descrizione: 'Magazzino', permessiAssegnati: 'visualizza, modifica, elimina, approva', presente: false },
      { id: 'inventario', descrizione: 'Inventario di Magazzino', permessiAssegnati: 'visualizza, modifica, elimina, approva', presente: false },
    ]);
    const gruppoCon = (sezione: string) => ({
      nome: 'Magazzinieri',
      descrizione: '',
      menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ routeId: v.routeId, selezionato: v.routeId === 'home' })),
      sezioni: [{ id: sezione, permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: p === 'visualizza' })) }],
    });
    const rifiutato = await t.http.post('/api/gruppi').set(bearer(admin)).send(gruppoCon('magazzino'));
    expect(rifiutato.status).toBe(400);
    expect(rifiutato.body.messaggio).toBe('Sezione sconosciuta: magazzino#');

    const add = await t.http.post('/api/configurazionemoduli/sectionadd').set(bearer(admin)).send({ nomeModulo: 'magazzino', id: 'magazzino', descrizione: 'Magazzino Centrale' });
    expect(add.status).toBe(201);
    expect(add.body.messaggio).toBe('Sezione Magazzino Centrale installata');
    const dopo = await t.http.get('/api/configurazionemoduli/sectionlist').query({ nomeModulo: 'magazzino' }).set(bearer(admin));
    expect((dopo.body.data as SezioneModulo[]).map((s) => [s.id, s.descrizione, s.presente])).toEqual([
      ['magazzino', 'Magazzino Centrale', true],
      ['inventario', 'Inventario di Magazzino', false],
    ]);
    const ancora = await t.http.post('/api/configurazionemoduli/sectionadd').set(bearer(admin)).send({ nomeModulo: 'magazzino', id: 'magazzino', descrizione: 'X' });
    expect(ancora.status).toBe(409);
    expect(ancora.body.messaggio).toBe('La sezione magazzino è già presente');
    const estranea = await t.http.post('/api/configurazionemoduli/sectionadd').set(bearer(admin)).send({ nomeModulo: 'magazzino', id: 'users', descrizione: 'X' });
    expect(estranea.body.messaggio).toBe('Il modulo magazzino non contiene la sezione users');

    const sezioni = (await t.http.get('/api/sezioni').set(bearer(operatore))).body.data as Sezione[];
    expect(sezioni).toContainEqual({ id: 'magazzino', descrizione: 'Magazzino Centrale' });
    const creato = await t.http.post('/api/gruppi').set(bearer(admin)).send(gruppoCon('magazzino'));
    expect(creato.status).toBe(201);
    expect(creato.body.data.sezioni).toContainEqual({ id: 'magazzino', descrizione: 'Magazzino Centrale', permessi: expect.arrayContaining([{ descrizione: 'visualizza', attivo: true }]) });

    // a user of that group carries the permission on the installed section in the session
    await t.http.post('/api/users').set(bearer(admin)).send({ username: 'magazziniere', firstname: 'Luca', lastname: 'Scaffali', email: 'mag@example.com', password: 'Segreta123', verificaPassword: 'Segreta123', idGruppo: creato.body.data.id, attivo: true });
    const profilo = await t.http.get('/api/users/profile').set(bearer(await t.login('magazziniere', 'Segreta123')));
    expect(profilo.body.data.gruppo.permessi).toContainEqual({ id: 'magazzino', permessi: expect.arrayContaining([{ permesso: 'visualizza', attivo: true }]) });
  });

  it('rebuilds the module list and the installed sections from the events alone', async () => {
    const righe = async () => [
      (await t.db.pool.query('SELECT * FROM moduli ORDER BY id')).rows,
      (await t.db.pool.query('SELECT * FROM sezioni_installate ORDER BY id')).rows,
    ];
    const prima = await righe();
    expect(prima[1].map((r: { id: string }) => r.id)).toEqual(['magazzino']);
    await rebuildProjection(t.db.pool, moduliProjection);
    await rebuildProjection(t.db.pool, sezioniInstallateProjection);
    expect(await righe()).toEqual(prima);
  });

  it('refuses every module call to a user without the moduli permissions', async () => {
    const jar = await testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'altro' });
    for (const res of [
      await t.http.get('/api/application').set(bearer(operatore)),
      await t.http.get('/api/application/1').set(bearer(operatore)),
      await upload(jar, 'altro.jar', operatore),
      await t.http.put('/api/application/1/upload').set(bearer(operatore)).attach('file', jar, 'altro.jar'),
      await t.http.get('/api/installation/jarinfo').query({ jarName: 'magazzino-1.3.0.jar' }).set(bearer(operatore)),
      await t.http.get('/api/configurazionemoduli/sectionlist').query({ nomeModulo: 'magazzino' }).set(bearer(operatore)),
      await t.http.post('/api/configurazionemoduli/sectionadd').set(bearer(operatore)).send({ nomeModulo: 'magazzino', id: 'inventario', descrizione: 'I' }),
    ])
      expect(res.status).toBe(403);
    expect((await t.http.get('/api/sezioni')).status).toBe(401);
  });
});
