import { userByFiscalCode } from '../lib/queries/user-by-fiscal-code/user-by-fiscal-code';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';

jest.setTimeout(60_000);

const CF_OPERATORE = 'RSSMRA80A01H501U';

describe('own profile: GET/PUT /api/profilo', () => {
  let t: TestApp;
  let operatore: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    operatore = await t.login('operatore');
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const save = (tk: string, body: object) => t.http.put('/api/profilo').set(bearer(tk)).send(body);
  const indirizzo = { indirizzo: 'Via Toledo', civico: '12', provincia: 'NA', comune: 'Napoli', frazione: '', cap: '80134' };

  it('shows the own profile with every field, empty ones included', async () => {
    const res = await t.http.get('/api/profilo').set(bearer(operatore));
    expect(res.status).toBe(200);
    const vuoto = { indirizzo: '', civico: '', provincia: '', comune: '', frazione: '', cap: '' };
    expect(res.body.data).toEqual({
      id: 2,
      username: 'operatore',
      cellulare: '',
      email: 'operatore@registro.local',
      cognome: 'Operatore',
      nome: 'Mario',
      tipoIdentificativo: null,
      identificativo: '',
      domicilio: vuoto,
      residenza: vuoto,
      latitudine: null,
      longitudine: null,
    });
  });

  it('saves the profile; the history shows a readable diff; the fiscal code becomes findable', async () => {
    const caricato = (await t.http.get('/api/profilo').set(bearer(operatore))).body.data;
    const res = await save(operatore, {
      ...caricato,
      cellulare: '+39 333 1234567',
      nome: 'Mario Luigi',
      tipoIdentificativo: 'CF',
      identificativo: CF_OPERATORE.toLowerCase(),
      domicilio: indirizzo,
      residenza: { ...indirizzo, indirizzo: 'Via Roma', civico: '1' },
      latitudine: '40.85',
      longitudine: 14.27,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nome: 'Mario Luigi',
      cellulare: '+39 333 1234567',
      tipoIdentificativo: 'CF',
      identificativo: CF_OPERATORE,
      domicilio: indirizzo,
      latitudine: 40.85,
      longitudine: 14.27,
    });
    expect((await t.http.get('/api/users/profile').set(bearer(operatore))).body.data.firstname).toBe('Mario Luigi');

    const storia = (await t.http.get('/api/modificherisorse?sezione=users&idRisorsa=2').set(bearer(admin))).body.data.list;
    const righe: string = storia[storia.length - 1].modifiche;
    expect(righe.split('\n')[0]).toBe('Profilo modificato');
    expect(righe).toContain('firstname: Mario → Mario Luigi');
    expect(righe).toContain('cellulare: (vuoto) → +39 333 1234567');
    expect(righe).toContain(`identificativo: (vuoto) → ${CF_OPERATORE}`);
    expect(righe).toContain('domicilio.cap: (vuoto) → 80134');
    expect(righe).toContain('residenza.indirizzo: (vuoto) → Via Roma');
    expect(righe).toContain('latitudine: (vuoto) → 40,85');

    const trovato = await userByFiscalCode(t.db.pool, ` ${CF_OPERATORE.toLowerCase()} `);
    expect(trovato).toMatchObject({ id: 2, username: 'operatore', attivo: true });
    expect(await userByFiscalCode(t.db.pool, 'MRTMTT91D08F205J')).toBeNull();
  });

  it('forgets the fiscal code once the identificativo is no longer a CF', async () => {
    expect((await save(operatore, { tipoIdentificativo: 'CI', identificativo: 'AX1234567' })).status).toBe(200);
    expect(await userByFiscalCode(t.db.pool, CF_OPERATORE)).toBeNull();
    expect((await save(operatore, { tipoIdentificativo: 'CF', identificativo: CF_OPERATORE })).status).toBe(200);
    expect((await userByFiscalCode(t.db.pool, CF_OPERATORE))?.id).toBe(2);
  });

  it('refuses a fiscal code another user already has, with 409', async () => {
    const res = await save(admin, { tipoIdentificativo: 'CF', identificativo: CF_OPERATORE });
    expect(res.status).toBe(409);
    expect(res.body.messaggio).toBe('Codice fiscale già associato a un altro utente');
  });

  it('checks the values in Italian', async () => {
    const tipo = await save(operatore, { tipoIdentificativo: 'XX' });
    expect(tipo.status).toBe(400);
    expect(tipo.body.messaggio).toBe('Il campo Tipo Identificativo deve valere CI, CF o PS#');
    expect((await save(operatore, { tipoIdentificativo: 'CF', identificativo: 'RSSMRA80A01H501A' })).body.messaggio).toBe(
      'Il Codice Fiscale non è valido#',
    );
    const coordinate = await save(operatore, { latitudine: 91, longitudine: 'est' });
    expect(coordinate.body.messaggio).toBe(
      'Il campo Latitudine deve essere un numero tra -90 e 90#Il campo Longitudine deve essere un numero tra -180 and 180#'.replace(' and ', ' e '),
    );
    const varie = await save(operatore, { cognome: ' ', email: 'posta', cellulare: 'abc', domicilio: { cap: '801' } });
    expect(varie.body.messaggio).toBe(
      'Il campo Cognome è obbligatorio#Il campo Email deve essere un indirizzo email valido#Il campo Cellulare non è valido#' +
        'Il campo C.A.P. del domicilio deve contenere 5 cifre#',
    );
    const username = await save(operatore, { username: 'admin' });
    expect(username.body.messaggio).toBe('Lo username non può essere modificato dal profilo#');
    const campo = await save(operatore, { ruolo: 'admin' });
    expect(campo.status).toBe(400);
    expect(campo.body.messaggio).toContain('ruolo');
    expect((await t.http.get('/api/profilo').set(bearer(operatore))).body.data.cognome).toBe('Operatore');
  });

  it("changes only the caller's own record, whatever id the body carries", async () => {
    expect((await save(operatore, { id: 1, cellulare: '3330000000' })).status).toBe(200);
    expect((await t.http.get('/api/profilo').set(bearer(admin))).body.data.cellulare).toBe('');
    expect((await t.http.get('/api/profilo').set(bearer(operatore))).body.data.cellulare).toBe('3330000000');
  });

  it('needs a session', async () => {
    expect((await t.http.get('/api/profilo')).status).toBe(401);
    expect((await t.http.put('/api/profilo').send({ cellulare: '333' })).status).toBe(401);
  });
});
