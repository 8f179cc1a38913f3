import { testKeys } from '../testing/test-keys';
import {
  formAction,
  hiddenField,
  createSpidTestApp,
  type SpidTestApp,
} from './spid-test-app';
import { parseXml, elementAt, verifyRootSignature } from './test-xml';

describe('logout SPID', () => {
  let t: SpidTestApp;

  beforeAll(async () => {
    t = await createSpidTestApp();
  });

  afterAll(() => t.close());

  /** Signs in through the test IdP and returns the identity handed to the identity context. */
  async function signIn() {
    const login = await t.http
      .get('/api/spid/login')
      .query({ idp: t.idp.entityId, level: 'SpidL2' })
      .expect(200);
    const ricevuta = t.idp.readAuthnRequest(
      hiddenField(login.text, 'SAMLRequest'),
    );
    await t.http
      .post('/api/spid/acs')
      .type('form')
      .send({
        SAMLResponse: t.idp.rispostaBase64(ricevuta, t.config),
        RelayState: hiddenField(login.text, 'RelayState'),
      })
      .expect(303);
    return t.identita.accessi[t.identita.accessi.length - 1].identity;
  }

  it("logout avviato dal SP: LogoutRequest firmata con NameID e SessionIndex verso lo SLO dell'IdP", async () => {
    const identita = await signIn();
    const res = await t.http
      .get('/api/spid/logout')
      .query({ sessione: identita.spidSession })
      .expect(200);
    expect(formAction(res.text)).toBe(t.idp.sloUrl);
    const xml = Buffer.from(
      hiddenField(res.text, 'SAMLRequest'),
      'base64',
    ).toString('utf8');
    const firma = verifyRootSignature(xml, t.config.certPem);
    expect(firma.valida).toBe(true);
    expect(firma.algoritmo).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    const doc = parseXml(xml);
    expect(
      elementAt('/samlp:LogoutRequest', doc).getAttribute('Destination'),
    ).toBe(t.idp.sloUrl);
    const issuer = elementAt('/samlp:LogoutRequest/saml:Issuer', doc);
    expect(issuer.textContent).toBe(t.config.entityId);
    expect(issuer.getAttribute('Format')).toBe(
      'urn:oasis:names:tc:SAML:2.0:nameid-format:entity',
    );
    const nameId = elementAt('/samlp:LogoutRequest/saml:NameID', doc);
    expect(nameId.textContent).toBe(identita.nameId);
    expect(nameId.getAttribute('NameQualifier')).toBe(identita.nameQualifier);
    expect(nameId.getAttribute('Format')).toBe(
      'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
    );
    expect(
      elementAt('/samlp:LogoutRequest/samlp:SessionIndex', doc).textContent,
    ).toBe(identita.sessionIndex);
  });

  it("risposta dell'IdP al logout: sessione SPID chiusa e ritorno a /login; la stessa risposta non vale due volte", async () => {
    const identita = await signIn();
    const res = await t.http
      .get('/api/spid/logout')
      .query({ sessione: identita.spidSession })
      .expect(200);
    const logoutRequest = hiddenField(res.text, 'SAMLRequest');
    const risposta = Buffer.from(
      t.idp.logoutResponse(t.config.sloUrl, logoutRequest),
    ).toString('base64');
    const fine = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({ SAMLResponse: risposta })
      .expect(303);
    expect(fine.headers['location']).toBe('http://localhost:3000/login');
    expect(
      await t.redis.get(`${t.prefix}spid:sessione:${identita.spidSession}`),
    ).toBeNull();
    const ripetuta = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({ SAMLResponse: risposta });
    expect(ripetuta.status).toBe(400);
    expect(ripetuta.text).toContain(
      'Codice errore: IN_RESPONSE_TO_SCONOSCIUTO',
    );
  });

  it('logout di una sessione SPID sconosciuta o già chiusa: ritorno a /login', async () => {
    const res = await t.http
      .get('/api/spid/logout')
      .query({ sessione: 'sconosciuta' })
      .expect(303);
    expect(res.headers['location']).toBe('http://localhost:3000/login');
  });

  it("logout avviato dall'IdP: sessione chiusa nel contesto identity e LogoutResponse firmata verso lo SLO dell'IdP", async () => {
    const identita = await signIn();
    const richiesta = t.idp.logoutRequest(
      t.config.sloUrl,
      identita.nameId,
      identita.sessionIndex,
    );
    const res = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({
        SAMLRequest: Buffer.from(richiesta).toString('base64'),
        RelayState: 'stato-idp',
      })
      .expect(200);
    expect(t.identita.sessioniChiuse).toContain(identita.spidSession);
    expect(
      await t.redis.get(`${t.prefix}spid:sessione:${identita.spidSession}`),
    ).toBeNull();
    expect(formAction(res.text)).toBe(t.idp.sloUrl);
    expect(hiddenField(res.text, 'RelayState')).toBe('stato-idp');
    const xml = Buffer.from(
      hiddenField(res.text, 'SAMLResponse'),
      'base64',
    ).toString('utf8');
    expect(verifyRootSignature(xml, t.config.certPem).valida).toBe(true);
    const risposta = elementAt('/samlp:LogoutResponse', parseXml(xml));
    expect(risposta.getAttribute('InResponseTo')).toBe(
      parseXml(richiesta).documentElement.getAttribute('ID'),
    );
    expect(
      elementAt('samlp:Status/samlp:StatusCode', risposta).getAttribute(
        'Value',
      ),
    ).toBe('urn:oasis:names:tc:SAML:2.0:status:Success');
  });

  it("LogoutRequest dell'IdP non firmata: rifiutata, nessuna sessione chiusa", async () => {
    const identita = await signIn();
    const chiusePrima = t.identita.sessioniChiuse.length;
    const richiesta = t.idp.logoutRequest(
      t.config.sloUrl,
      identita.nameId,
      identita.sessionIndex,
      { firma: false },
    );
    const res = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({ SAMLRequest: Buffer.from(richiesta).toString('base64') });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Codice errore: MESSAGGIO_NON_FIRMATO');
    expect(t.identita.sessioniChiuse).toHaveLength(chiusePrima);
    expect(
      await t.redis.get(`${t.prefix}spid:sessione:${identita.spidSession}`),
    ).not.toBeNull();
  });

  it("LogoutRequest firmata con una chiave non presente nei metadata dell'IdP: rifiutata", async () => {
    const identita = await signIn();
    const chiusePrima = t.identita.sessioniChiuse.length;
    const richiesta = t.idp.logoutRequest(
      t.config.sloUrl,
      identita.nameId,
      identita.sessionIndex,
      {
        chiaveFirma: testKeys('estranea'),
      },
    );
    const res = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({ SAMLRequest: Buffer.from(richiesta).toString('base64') });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Codice errore: FIRMA_NON_VALIDA');
    expect(t.identita.sessioniChiuse).toHaveLength(chiusePrima);
  });
});
