import { createTestApp, type TestApp, basic } from '@registro/server-testing';
import { CreateUserHandler } from '../../users/save-user/create-user';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';

jest.setTimeout(120_000);


/** Password expiry, lockout and unlock, change password: the sign-in branches that need no e-mail. */
describe('credential lifecycle at sign-in (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let policy: CredentialsPolicy;
  let admin: string;
  let operatore: string;

  beforeAll(async () => {
    process.env['TOTP_ENCRYPTION_KEY'] = 'a'.repeat(64);
    t = await createTestApp();
    policy = t.app.get<CredentialsPolicy>(CREDENTIALS_POLICY);
    admin = await t.login('admin');
    operatore = await t.login('operatore');
  });
  afterAll(() => t?.close());

  const token = (username: string, password: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .type('form')
      .send({ grant_type: 'password', client_id: 'registro', client_secret: '', username });

  const newUser = (username: string, password = 'Segreta123') =>
    t.app.get(CreateUserHandler, { strict: false }).create({ username, firstname: 'Prova', lastname: 'Credenziali', password, gruppoId: 2 }, { userName: 'test' });

  const sessioneValida = async (tk: string) =>
    (await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${tk}`)).status === 200;

  const CREDENZIALI_ERRATE = { messaggio: 'Username o password non validi', tipoErrore: 'CREDENZIALI_ERRATE' };

  it('answers PASSWORD_EXPIRED only to the right password once it is older than the expiry, until it is changed', async () => {
    await newUser('scaduta');
    expect((await token('scaduta', 'Segreta123')).status).toBe(200);
    await t.db.pool.query(`UPDATE utenti SET password_cambiata_il = now() - interval '91 days' WHERE username = 'scaduta'`);

    const scaduta = await token('scaduta', 'Segreta123');
    expect(scaduta.status).toBe(401);
    expect(scaduta.body).toEqual({ messaggio: 'Password scaduta: è necessario cambiarla', tipoErrore: 'PASSWORD_EXPIRED' });
    expect((await token('scaduta', 'Sbagliata123')).body).toEqual(CREDENZIALI_ERRATE);

    // the "Password Scaduta" modal: public call with username and the old password
    const sbagliata = await t.http
      .put('/api/users/cambiapassword')
      .send({ username: 'scaduta', oldPassword: 'Sbagliata123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(sbagliata.status).toBe(400);
    expect(sbagliata.body.messaggio).toBe('Username o password non validi');
    const sconosciuto = await t.http
      .put('/api/users/cambiapassword')
      .send({ username: 'nessuno', oldPassword: 'Sbagliata123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(sconosciuto.body).toEqual(sbagliata.body);

    const cambio = await t.http
      .put('/api/users/cambiapassword')
      .send({ username: 'scaduta', oldPassword: 'Segreta123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(cambio.status).toBe(200);
    expect(cambio.body.messaggio).toBe('Password modificata con successo');
    expect((await token('scaduta', 'Nuova12345')).status).toBe(200);
    expect((await token('scaduta', 'Segreta123')).body).toEqual(CREDENZIALI_ERRATE);
  });

  it('never expires passwords when PASSWORD_EXPIRY_DAYS is 0', async () => {
    await newUser('senzascadenza');
    await t.db.pool.query(`UPDATE utenti SET password_cambiata_il = now() - interval '5 years' WHERE username = 'senzascadenza'`);
    policy.scadenzaPasswordGiorni = 0;
    try {
      expect((await token('senzascadenza', 'Segreta123')).status).toBe(200);
    } finally {
      policy.scadenzaPasswordGiorni = 90;
    }
  });

  it('honours a fraction of a day as the expiry (0.0001 days ≈ 8.6 seconds)', async () => {
    await newUser('scadenzabreve');
    policy.scadenzaPasswordGiorni = 0.0001;
    try {
      expect((await token('scadenzabreve', 'Segreta123')).status).toBe(200);
      await t.db.pool.query(`UPDATE utenti SET password_cambiata_il = now() - interval '10 seconds' WHERE username = 'scadenzabreve'`);
      expect((await token('scadenzabreve', 'Segreta123')).body.tipoErrore).toBe('PASSWORD_EXPIRED');
    } finally {
      policy.scadenzaPasswordGiorni = 90;
    }
  });

  it('blocks the account after the threshold of consecutive wrong passwords, ends its sessions, and admin unlocks it', async () => {
    policy.sogliaBlocco = 3;
    const id = await newUser('bloccabile');
    const sessione = (await token('bloccabile', 'Segreta123')).body.access_token as string;
    expect(await sessioneValida(sessione)).toBe(true);

    for (let i = 0; i < 3; i++) expect((await token('bloccabile', `Errata${i}xx`)).body).toEqual(CREDENZIALI_ERRATE);

    const stato = await t.db.pool.query('SELECT stato_utenza FROM utenti WHERE id = $1', [id]);
    expect(stato.rows[0].stato_utenza).toBe('BLOCCATA');
    expect(await sessioneValida(sessione)).toBe(false);
    // the right password now learns it is blocked; a wrong one still learns nothing
    const bloccato = await token('bloccabile', 'Segreta123');
    expect(bloccato.status).toBe(401);
    expect(bloccato.body).toEqual({ messaggio: "Utente bloccato: contattare l'amministratore", tipoErrore: 'USER_BLOCKED' });
    expect((await token('bloccabile', 'Errata9xx')).body).toEqual(CREDENZIALI_ERRATE);

    const lista = await t.http.get('/api/users?username=bloccabile').set('Authorization', `Bearer ${admin}`);
    expect(lista.body.data.list[0].statoUtenza).toBe('BLOCCATA');

    const sblocca = await t.http.put(`/api/users/sblocca/${id}`).set('Authorization', `Bearer ${admin}`);
    expect(sblocca.status).toBe(200);
    expect(sblocca.body.messaggio).toBe('Utente sbloccato con successo');
    expect((await token('bloccabile', 'Segreta123')).status).toBe(200);

    const ancora = await t.http.put(`/api/users/sblocca/${id}`).set('Authorization', `Bearer ${admin}`);
    expect(ancora.status).toBe(400);
    expect(ancora.body.messaggio).toBe("L'utente bloccabile non è bloccato");
    expect((await t.http.put('/api/users/sblocca/999999').set('Authorization', `Bearer ${admin}`)).status).toBe(404);
  });

  it('signs one user in from many places at once: every sign-in and every wrong password is recorded, none answers 409', async () => {
    policy.sogliaBlocco = 0;
    const id = await newUser('condiviso');
    const risposte = await Promise.all(
      Array.from({ length: 12 }, (_, i) => token('condiviso', i % 4 === 3 ? 'Errata0xx' : 'Segreta123')),
    );
    expect(risposte.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), ...Array(3).fill(401)]);
    const { rows } = await t.db.pool.query(
      `SELECT event_type, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY event_type ORDER BY event_type`,
      [`signins-${id}`],
    );
    expect(rows).toEqual([
      { event_type: 'UserSignedIn', n: 9 },
      { event_type: 'UserSignedInFailed', n: 3 },
    ]);
  });

  it('resets the failure count at each successful sign-in', async () => {
    policy.sogliaBlocco = 3;
    await newUser('distratto');
    await token('distratto', 'Errata1xx');
    await token('distratto', 'Errata2xx');
    expect((await token('distratto', 'Segreta123')).status).toBe(200);
    await token('distratto', 'Errata3xx');
    await token('distratto', 'Errata4xx');
    expect((await token('distratto', 'Segreta123')).status).toBe(200);
  });

  it('refuses unlock and the QR-code e-mail to operatore (403)', async () => {
    const sblocca = await t.http.put('/api/users/sblocca/1').set('Authorization', `Bearer ${operatore}`);
    expect(sblocca.status).toBe(403);
    expect(sblocca.body.messaggio).toBeTruthy();
    const qr = await t.http.get('/api/twofactor/sendqrcode?usernameUtente=admin').set('Authorization', `Bearer ${operatore}`);
    expect(qr.status).toBe(403);
    expect(qr.body.messaggio).toBeTruthy();
    expect((await t.http.put('/api/users/sblocca/1')).status).toBe(401);
  });

  it('validates the own change-password form in Italian', async () => {
    await newUser('cambia');
    const tk = (await token('cambia', 'Segreta123')).body.access_token as string;
    const cambia = (body: object) => t.http.put('/api/users/cambiapasswordutente').set('Authorization', `Bearer ${tk}`).send(body);

    expect((await cambia({})).body.messaggio).toBe(
      'Il campo Vecchia Password è obbligatorio#Il campo Nuova Password è obbligatorio#Il campo Verifica Password è obbligatorio#',
    );
    const diverse = await cambia({ oldPassword: 'Segreta123', newPassword: 'Nuova12345', verificaPassword: 'Nuova123456' });
    expect(diverse.status).toBe(400);
    expect(diverse.body.messaggio).toBe('Le password non coincidono#');
    expect((await cambia({ oldPassword: 'Segreta123', newPassword: 'corta1', verificaPassword: 'corta1' })).body.messaggio).toBe(
      'La password deve contenere almeno 8 caratteri, con lettere e numeri#',
    );
    expect((await cambia({ oldPassword: 'Segreta123', newPassword: 'soloLettere', verificaPassword: 'soloLettere' })).status).toBe(400);
    expect((await cambia({ oldPassword: 'Segreta123', newPassword: 'Segreta123', verificaPassword: 'Segreta123' })).body.messaggio).toBe(
      'La nuova password deve essere diversa dalla vecchia#',
    );
    const vecchia = await cambia({ oldPassword: 'NonLaMia123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(vecchia.status).toBe(400);
    expect(vecchia.body.messaggio).toBe('La vecchia password non è corretta');
    expect((await cambia({ oldPassword: 'Segreta123', newPassword: 'Nuova12345', extra: 1 })).status).toBe(400);
  });

  it('changes the own password, keeping this session and ending the others', async () => {
    await newUser('duesessioni');
    const questa = (await token('duesessioni', 'Segreta123')).body.access_token as string;
    const altra = (await token('duesessioni', 'Segreta123')).body.access_token as string;
    const res = await t.http
      .put('/api/users/cambiapasswordutente')
      .set('Authorization', `Bearer ${questa}`)
      .send({ oldPassword: 'Segreta123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Password modificata con successo');
    expect(await sessioneValida(questa)).toBe(true);
    expect(await sessioneValida(altra)).toBe(false);
    expect((await token('duesessioni', 'Nuova12345')).status).toBe(200);
    expect((await t.http.put('/api/users/cambiapasswordutente').send({})).status).toBe(401);
  });

  it('shows the credential events in the history without hashes', async () => {
    const id = await newUser('storia');
    await token('storia', 'Errata1xx');
    const tk = (await token('storia', 'Segreta123')).body.access_token as string;
    await t.http
      .put('/api/users/cambiapasswordutente')
      .set('Authorization', `Bearer ${tk}`)
      .send({ oldPassword: 'Segreta123', newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    const storia = await t.http.get(`/api/modificherisorse?sezione=users&idRisorsa=${id}`).set('Authorization', `Bearer ${admin}`);
    expect(storia.status).toBe(200);
    const testo = JSON.stringify(storia.body);
    expect(testo).toContain("Password modificata dall'utente");
    expect(testo).not.toMatch(/argon2|Nuova12345|Segreta123/);
  });
});
