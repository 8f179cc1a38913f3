import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@otplib/totp';
import { createTestApp, freePort, type TestApp, basic } from '@registro/server-testing';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { base32, crypto } from '../two-factor/otp-plugin';

jest.setTimeout(120_000);

interface EmailRicevuta {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

interface ServerMailDev {
  listen(): Promise<void>;
  close(cb: () => void): void;
  getAllEmail(cb: (err: unknown, emails: EmailRicevuta[]) => void): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const MailDev = require('maildev') as new (config: object) => ServerMailDev;

/** Reset, registration and two-factor enrolment, reading the mails from a MailDev on free ports. */
describe('credential flows by e-mail (real PostgreSQL, Redis and SMTP)', () => {
  let t: TestApp;
  let maildev: ServerMailDev;
  let cartellaMail: string;
  let policy: CredentialsPolicy;
  let admin: string;

  beforeAll(async () => {
    const [smtp, web] = [await freePort(), await freePort()];
    cartellaMail = mkdtempSync(join(tmpdir(), 'registro-maildev-'));
    maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true, mailDirectory: cartellaMail });
    await maildev.listen();
    process.env['SMTP_URL'] = `smtp://127.0.0.1:${smtp}`;
    process.env['PUBLIC_URL'] = 'http://registro.test';
    process.env['TOTP_ENCRYPTION_KEY'] = 'b'.repeat(64);
    t = await createTestApp();
    policy = t.app.get<CredentialsPolicy>(CREDENTIALS_POLICY);
    policy.dueFattori = true;
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => maildev.close(() => resolve()));
    rmSync(cartellaMail, { recursive: true, force: true });
  });

  const email = () => new Promise<EmailRicevuta[]>((resolve, reject) => maildev.getAllEmail((e, m) => (e ? reject(e) : resolve([...m]))));
  const emailPer = async (indirizzo: string) => (await email()).filter((m) => m.to.some((d) => d.address === indirizzo));

  /** The n-th mail to `indirizzo` (1-based), waiting for it. */
  async function waitForEmail(indirizzo: string, n = 1): Promise<EmailRicevuta> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const arrivate = await emailPer(indirizzo);
      if (arrivate.length >= n) return arrivate[n - 1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nessuna e-mail n. ${n} per ${indirizzo}`);
  }

  const token = (username: string, password: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .type('form')
      .send({ grant_type: 'password', client_id: 'registro', client_secret: '', username });

  const register = (username: string, indirizzo: string) =>
    t.http.post('/api/registration').send({
      utenteBean: { username, firstname: 'Maria', lastname: 'Rossi', email: indirizzo },
      comune: 'Napoli',
      indirizzo: 'Via Roma',
      civico: '1',
      cap: '80100',
    });

  /** Registration, validation and the first password change: a user with a known password. */
  async function activeUser(username: string, indirizzo: string, password: string): Promise<void> {
    expect((await register(username, indirizzo)).status).toBe(201);
    const code = /code=([A-Za-z0-9_-]{43})/.exec((await waitForEmail(indirizzo, 1)).text)![1];
    expect((await t.http.get(`/api/registration/valida?code=${code}`)).status).toBe(200);
    const temporanea = /Password temporanea: (\S+)/.exec((await waitForEmail(indirizzo, 2)).text)![1];
    const cambio = await t.http
      .put('/api/users/cambiapassword')
      .send({ username, oldPassword: temporanea, newPassword: password, verificaPassword: password });
    expect(cambio.status).toBe(200);
  }

  describe('registration', () => {
    it('lists the missing fields in the form order', async () => {
      const res = await t.http.post('/api/registration').send({ utenteBean: {} });
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toBe(
        [
          'Il campo Nome è obbligatorio',
          'Il campo Cognome è obbligatorio',
          'Il campo E-Mail è obbligatorio',
          'Il campo Username è obbligatorio',
          'Il campo Comune è obbligatorio',
          'Il campo Indirizzo è obbligatorio',
          'Il campo N. Civico è obbligatorio',
          'Il campo Cap è obbligatorio',
        ].join('#') + '#',
      );
      const soloCap = await register('x', 'non-una-email');
      expect(soloCap.body.messaggio).toBe('Il campo E-Mail non è valido#');
    });

    it('creates an inactive user, validates it once by the mailed code, and the mailed temporary password must be changed', async () => {
      const res = await register('mrossi', 'mrossi@example.it');
      expect(res.status).toBe(201);
      expect(res.body.messaggio).toBe('Utenza Creata Riceverà una mail a breve');
      const utente = await t.db.pool.query(`SELECT attivo, gruppo_id FROM utenti WHERE username = 'mrossi'`);
      expect(utente.rows[0]).toEqual({ attivo: false, gruppo_id: 2 });
      expect((await register('mrossi', 'altro@example.it')).status).toBe(409);

      const mail = await waitForEmail('mrossi@example.it');
      expect(mail.subject).toBe('Registro - Conferma della registrazione');
      expect(mail.html).toContain('http://registro.test/login?code=');
      const code = /http:\/\/registro\.test\/login\?code=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];

      const falso = await t.http.get(`/api/registration/valida?code=${'x'.repeat(43)}`);
      expect(falso.status).toBe(400);
      expect(falso.body.messaggio).toBe('Utente non validato');
      const valida = await t.http.get(`/api/registration/valida?code=${code}`);
      expect(valida.status).toBe(200);
      expect((await t.http.get(`/api/registration/valida?code=${code}`)).body.messaggio).toBe('Utente non validato');

      const temporanea = /Password temporanea: (\S+)/.exec((await waitForEmail('mrossi@example.it', 2)).text)![1];
      // the refused registration (username taken) mailed nobody: that mail would have come before these two
      expect(await emailPer('altro@example.it')).toEqual([]);
      const primo = await token('mrossi', temporanea);
      expect(primo.status).toBe(401);
      expect(primo.body).toEqual({ messaggio: 'Password temporanea: è necessario cambiarla', tipoErrore: 'PASSWORD_TEMPORANY' });
      expect((await token('mrossi', 'NonLaSua123')).body.tipoErrore).toBe('CREDENZIALI_ERRATE');

      const cambio = await t.http
        .put('/api/users/cambiapassword')
        .send({ username: 'mrossi', oldPassword: temporanea, newPassword: 'Scelta2024', verificaPassword: 'Scelta2024' });
      expect(cambio.status).toBe(200);
      expect(cambio.body.messaggio).toBe('Password modificata con successo');
      const entra = await token('mrossi', 'Scelta2024');
      expect(entra.status).toBe(200);
      expect(entra.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // single use: the temporary password is gone
      expect((await token('mrossi', temporanea)).body.tipoErrore).toBe('CREDENZIALI_ERRATE');
    });
  });

  describe('reset password', () => {
    beforeAll(() => activeUser('dimentica', 'dimentica@example.it', 'Prima1234'));

    it('requires the e-mail and answers the same whether or not it is registered', async () => {
      const vuota = await t.http.put('/api/users/resetpassword?email=%20');
      expect(vuota.status).toBe(400);
      expect(vuota.body.messaggio).toBe("L'indirizzo email è obbligatorio");
      const nota = await t.http.put('/api/users/resetpassword?email=dimentica@example.it');
      const ignota = await t.http.put('/api/users/resetpassword?email=nessuno@example.it');
      expect(nota.status).toBe(200);
      expect(nota.body).toEqual({ messaggio: "Se l'indirizzo è registrato riceverà una e-mail con le istruzioni" });
      expect(ignota.body).toEqual(nota.body);
      await waitForEmail('dimentica@example.it', 3);
      expect(await emailPer('nessuno@example.it')).toEqual([]);
    });

    it('sets the new password through the mailed link, once', async () => {
      const prima = (await emailPer('dimentica@example.it')).length;
      await t.http.put('/api/users/resetpassword?email=DIMENTICA@example.it');
      const mail = await waitForEmail('dimentica@example.it', prima + 1);
      expect(mail.subject).toBe('Registro - Reimpostazione della password');
      const reset = /http:\/\/registro\.test\/login\?resetPassword=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      const sessione = (await token('dimentica', 'Prima1234')).body.access_token as string;

      const diverse = await t.http
        .put('/api/users/resetpassword/conferma')
        .send({ token: reset, newPassword: 'Dopo12345', verificaPassword: 'Dopo123456' });
      expect(diverse.body.messaggio).toBe('Le password non coincidono#');
      const ok = await t.http
        .put('/api/users/resetpassword/conferma')
        .send({ token: reset, newPassword: 'Dopo12345', verificaPassword: 'Dopo12345' });
      expect(ok.status).toBe(200);
      expect(ok.body.messaggio).toBe('Password modificata con successo');
      expect((await token('dimentica', 'Dopo12345')).status).toBe(200);
      expect((await token('dimentica', 'Prima1234')).body.tipoErrore).toBe('CREDENZIALI_ERRATE');
      expect((await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${sessione}`)).status).toBe(401);

      const ancora = await t.http
        .put('/api/users/resetpassword/conferma')
        .send({ token: reset, newPassword: 'Terza12345', verificaPassword: 'Terza12345' });
      expect(ancora.status).toBe(400);
      expect(ancora.body.messaggio).toBe('Link non valido o scaduto');
    });
  });

  describe('two-factor', () => {
    beforeAll(() => activeUser('otp', 'otp@example.it', 'Otp123456'));

    async function linkIscrizione(username: string, indirizzo: string): Promise<string> {
      const prima = (await emailPer(indirizzo)).length;
      const res = await t.http.get(`/api/twofactor/sendqrcode?usernameUtente=${username}`).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body.messaggio).toBe(`E-Mail con il QR-Code inviata all'utente: ${username}`);
      const mail = await waitForEmail(indirizzo, prima + 1);
      expect(mail.subject).toBe('Registro - Attivazione del codice O.T.P.');
      expect(mail.text).not.toMatch(/secret=|otpauth/);
      return /http:\/\/registro\.test\/login\?attivaOtp=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    }

    const codice = (secret: string, spostamentoSecondi = 0) =>
      generate({ secret, epoch: Math.floor(Date.now() / 1000) + spostamentoSecondi, crypto, base32 });

    it('enrols only with the password, from a single-use link', async () => {
      const link = await linkIscrizione('otp', 'otp@example.it');
      const senzaPassword = await t.http.post('/api/twofactor/enrol').send({ token: link, password: 'NonLaSua123' });
      expect(senzaPassword.status).toBe(401);
      expect(senzaPassword.body.messaggio).toBe('Password non valida');
      expect((await t.http.post('/api/twofactor/enrol').send({ token: 'y'.repeat(43), password: 'Otp123456' })).body.messaggio).toBe(
        'Link non valido o scaduto',
      );

      const qr = await t.http.post('/api/twofactor/enrol').send({ token: link, password: 'Otp123456' });
      expect(qr.status).toBe(200);
      expect(qr.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
      const secret = qr.body.data.secret as string;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // reopening the page shows the same secret
      expect((await t.http.post('/api/twofactor/enrol').send({ token: link, password: 'Otp123456' })).body.data.secret).toBe(secret);

      expect((await t.http.post('/api/twofactor/conferma').send({ token: link, code: '000000' })).status).toBe(400);
      const conferma = await t.http.post('/api/twofactor/conferma').send({ token: link, code: await codice(secret) });
      expect(conferma.status).toBe(200);
      expect(conferma.body.messaggio).toBe('Autenticazione a due fattori attivata');
      expect((await t.http.post('/api/twofactor/enrol').send({ token: link, password: 'Otp123456' })).body.messaggio).toBe(
        'Link non valido o scaduto',
      );
      const segreto = await t.db.pool.query(`SELECT totp_segreto FROM utenti WHERE username = 'otp'`);
      expect(segreto.rows[0].totp_segreto).toMatch(/^v1:/);
      expect(segreto.rows[0].totp_segreto).not.toContain(secret);

      // sign-in: the password step asks for the code, the code opens the session, once
      const passo = await token('otp', 'Otp123456');
      expect(passo.status).toBe(401);
      expect(passo.body).toEqual({ messaggio: 'Inserire il codice O.T.P.', tipoErrore: 'TWO_FACTORY_AUTHENTICATOR' });
      expect((await token('otp', 'Sbagliata12')).body.tipoErrore).toBe('CREDENZIALI_ERRATE');

      const errato = await t.http.post('/api/token/twofactorauthenticator').send({ username: 'otp', secondFactor: '000000' });
      expect(errato.status).toBe(401);
      expect(errato.body.messaggio).toBe('Codice O.T.P. non valido');
      // the enrolment used the current step: the next one is the first a sign-in may use
      const buono = await codice(secret, 30);
      const entra = await t.http.post('/api/token/twofactorauthenticator').send({ username: 'otp', secondFactor: buono });
      expect(entra.status).toBe(200);
      expect((await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${entra.body.access_token}`)).status).toBe(200);

      // the step is over with the session: the code again needs a new password step, and is refused then
      expect((await t.http.post('/api/token/twofactorauthenticator').send({ username: 'otp', secondFactor: buono })).body.messaggio).toBe(
        "Codice O.T.P. non richiesto o scaduto: ripetere l'accesso",
      );
      expect((await token('otp', 'Otp123456')).body.tipoErrore).toBe('TWO_FACTORY_AUTHENTICATOR');
      const replay = await t.http.post('/api/token/twofactorauthenticator').send({ username: 'otp', secondFactor: buono });
      expect(replay.status).toBe(401);
      expect(replay.body.messaggio).toBe('Codice O.T.P. già utilizzato: attendere il codice successivo');

      // without two-factor in the configuration the password alone signs in
      policy.dueFattori = false;
      try {
        expect((await token('otp', 'Otp123456')).status).toBe(200);
      } finally {
        policy.dueFattori = true;
      }
    });

    const otp = (username: string, secondFactor?: string) =>
      t.http.post('/api/token/twofactorauthenticator').send({ username, secondFactor });

    it('refuses the code without a password step, and after too many wrong codes', async () => {
      const senzaPasso = await otp('admin', '123456');
      expect(senzaPasso.status).toBe(401);
      expect(senzaPasso.body.messaggio).toBe("Codice O.T.P. non richiesto o scaduto: ripetere l'accesso");
      expect((await otp('otp')).body.messaggio).toBe('Il campo Codice O.T.P. è obbligatorio#');

      policy.sogliaBlocco = 0;
      try {
        expect((await token('otp', 'Otp123456')).body.tipoErrore).toBe('TWO_FACTORY_AUTHENTICATOR');
        for (let i = 0; i < 5; i++) expect((await otp('otp', '000000')).body.messaggio).toBe('Codice O.T.P. non valido');
        expect((await otp('otp', '000000')).body.messaggio).toBe("Troppi codici O.T.P. errati: ripetere l'accesso");
      } finally {
        policy.sogliaBlocco = 5;
      }
    });

    it('blocks the account when wrong codes reach the lockout threshold', async () => {
      policy.dueFattori = false;
      expect((await token('otp', 'Otp123456')).status).toBe(200); // a success resets the failures
      policy.dueFattori = true;
      policy.sogliaBlocco = 3;
      try {
        expect((await token('otp', 'Otp123456')).body.tipoErrore).toBe('TWO_FACTORY_AUTHENTICATOR');
        for (let i = 0; i < 3; i++) expect((await otp('otp', '000000')).status).toBe(401);
        const bloccato = await token('otp', 'Otp123456');
        expect(bloccato.body).toEqual({ messaggio: "Utente bloccato: contattare l'amministratore", tipoErrore: 'USER_BLOCKED' });
        const { rows } = await t.db.pool.query(`SELECT id FROM utenti WHERE username = 'otp'`);
        const sblocca = await t.http.put(`/api/users/sblocca/${rows[0].id}`).set('Authorization', `Bearer ${admin}`);
        expect(sblocca.body.messaggio).toBe('Utente sbloccato con successo');
        expect((await token('otp', 'Otp123456')).body.tipoErrore).toBe('TWO_FACTORY_AUTHENTICATOR');
      } finally {
        policy.sogliaBlocco = 5;
      }
    });

    it('refuses an expired enrolment link', async () => {
      const durata = policy.durataLinkMs;
      policy.durataLinkMs = 300;
      try {
        const link = await linkIscrizione('dimentica', 'dimentica@example.it');
        await new Promise((r) => setTimeout(r, 600));
        const res = await t.http.post('/api/twofactor/enrol').send({ token: link, password: 'Dopo12345' });
        expect(res.status).toBe(400);
        expect(res.body.messaggio).toBe('Link non valido o scaduto');
      } finally {
        policy.durataLinkMs = durata;
      }
    });
  });
});
