import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mountDevelopmentIdp } from '../lib/nest/spid.module';
import {
  formAction,
  hiddenField,
  createSpidTestApp,
  type SpidTestApp,
} from './spid-test-app';

const DEV_IDP_URL = 'http://localhost:3000/spid-test-idp';

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('IdP SPID di sviluppo (/spid-test-idp)', () => {
  let t: SpidTestApp;
  let montato = false;

  beforeAll(async () => {
    // a data dir kept across runs: the development IdP's key is generated once, as at a real first start
    const SPID_DATA_DIR = join(
      tmpdir(),
      'registro-spid-test-keys',
      'dati-sviluppo',
    );
    t = await createSpidTestApp(
      { SPID_TEST_IDP: 'true', SPID_DATA_DIR },
      (app) => {
        montato = mountDevelopmentIdp(app);
      },
    );
  });

  afterAll(() => t.close());

  async function allIdp() {
    const login = await t.http
      .get('/api/spid/login')
      .query({ idp: DEV_IDP_URL, level: 'SpidL2' })
      .expect(200);
    expect(formAction(login.text)).toBe(`${DEV_IDP_URL}/sso`);
    const campi = {
      SAMLRequest: hiddenField(login.text, 'SAMLRequest'),
      RelayState: hiddenField(login.text, 'RelayState'),
    };
    const modulo = await t.http
      .post('/spid-test-idp/sso')
      .type('form')
      .send(campi)
      .expect(200);
    return { campi, modulo };
  }

  it('è montato ed elencato tra gli IdP con le chiavi generate al primo avvio', async () => {
    expect(montato).toBe(true);
    const res = await t.http.get('/api/spid/idps').expect(200);
    expect(res.body.data).toContainEqual({
      entityID: DEV_IDP_URL,
      name: 'IdP di test Registro',
    });
    const metadata = await t.http.get('/spid-test-idp/metadata').expect(200);
    expect(metadata.text).toContain(`entityID="${DEV_IDP_URL}"`);
  });

  it('mostra il modulo "Utente di test" con il codice fiscale e accede fino al redirect con il codice', async () => {
    const { campi, modulo } = await allIdp();
    expect(modulo.text).toContain('Utente di test');
    expect(modulo.text).toContain(
      'name="codiceFiscale" value="RSSMRA80A01H501U"',
    );
    const invio = await t.http
      .post('/spid-test-idp/sso/conferma')
      .type('form')
      .send({
        ...campi,
        codiceFiscale: 'rssmra80a01h501u',
        nome: 'Mario',
        cognome: 'Rossi',
        email: 'mario@example.com',
        azione: 'accedi',
      })
      .expect(200);
    expect(formAction(invio.text)).toBe('http://localhost:3000/api/spid/acs');
    const acs = await t.http
      .post(pathOf(formAction(invio.text)))
      .type('form')
      .send({
        SAMLResponse: hiddenField(invio.text, 'SAMLResponse'),
        RelayState: hiddenField(invio.text, 'RelayState'),
      })
      .expect(303);
    expect(acs.headers['location']).toMatch(
      /^http:\/\/localhost:3000\/login\?code=/,
    );
    expect(t.identita.accessi.at(-1)?.cf).toBe('RSSMRA80A01H501U');
  });

  it('"Annulla" torna al service provider con l\'anomalia nr25 e nessun accesso', async () => {
    const { campi } = await allIdp();
    const prima = t.identita.accessi.length;
    const invio = await t.http
      .post('/spid-test-idp/sso/conferma')
      .type('form')
      .send({ ...campi, azione: 'annulla' })
      .expect(200);
    const acs = await t.http
      .post('/api/spid/acs')
      .type('form')
      .send({
        SAMLResponse: hiddenField(invio.text, 'SAMLResponse'),
        RelayState: hiddenField(invio.text, 'RelayState'),
      });
    expect(acs.status).toBe(401);
    expect(acs.text).toContain(
      'Autenticazione SPID annullata dall&apos;utente.',
    );
    expect(t.identita.accessi).toHaveLength(prima);
  });

  it('rifiuta una richiesta di autenticazione non firmata dal service provider', async () => {
    const falsa = Buffer.from(
      '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_x"/>',
    ).toString('base64');
    const res = await t.http
      .post('/spid-test-idp/sso')
      .type('form')
      .send({ SAMLRequest: falsa, RelayState: 'x' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('non firmata');
  });
});
