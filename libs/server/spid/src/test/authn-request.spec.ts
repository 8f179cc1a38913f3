import {
  formAction,
  hiddenField,
  createSpidTestApp,
  ENTITY_ID,
  type SpidTestApp,
} from './spid-test-app';
import {
  parseXml,
  elementAt,
  elementsAt,
  verifyRootSignature,
} from './test-xml';

describe('GET /api/spid/login (AuthnRequest)', () => {
  let t: SpidTestApp;
  let metadata: Document;

  beforeAll(async () => {
    t = await createSpidTestApp();
    metadata = parseXml(
      (await t.http.get('/api/spid/metadata').expect(200)).text,
    );
  });

  afterAll(() => t.close());

  async function login(level = 'SpidL2') {
    const res = await t.http
      .get('/api/spid/login')
      .query({ idp: t.idp.entityId, level })
      .expect(200);
    const samlRequest = hiddenField(res.text, 'SAMLRequest');
    const xml = Buffer.from(samlRequest, 'base64').toString('utf8');
    return {
      res,
      xml,
      doc: parseXml(xml),
      richiesta: elementAt('/samlp:AuthnRequest', parseXml(xml)),
      relayState: hiddenField(res.text, 'RelayState'),
    };
  }

  it("binding HTTP-POST: pagina che invia da sola il modulo al SingleSignOnService dell'IdP", async () => {
    const { res, richiesta } = await login();
    expect(res.headers['content-type']).toContain('text/html');
    expect(formAction(res.text)).toBe(t.idp.ssoUrl);
    expect(res.headers['content-security-policy']).toContain(
      `form-action ${new URL(t.idp.ssoUrl).origin}`,
    );
    expect(richiesta.getAttribute('Destination')).toBe(t.idp.ssoUrl);
  });

  it('AuthnRequest firmata (RSA >= 2048, rsa-sha256) con la chiave dei metadata', async () => {
    const { xml } = await login();
    const firma = verifyRootSignature(xml, t.config.certPem);
    expect(firma.valida).toBe(true);
    expect(firma.riferimentoAllaRadice).toBe(true);
    expect(firma.algoritmo).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(firma.bitChiave).toBeGreaterThanOrEqual(2048);
  });

  it('Issuer con Format entity e NameQualifier', async () => {
    const { doc } = await login();
    const issuer = elementAt('/samlp:AuthnRequest/saml:Issuer', doc);
    expect(issuer.textContent).toBe(ENTITY_ID);
    expect(issuer.getAttribute('Format')).toBe(
      'urn:oasis:names:tc:SAML:2.0:nameid-format:entity',
    );
    expect(issuer.getAttribute('NameQualifier')).toBe(ENTITY_ID);
  });

  it('NameIDPolicy transient senza AllowCreate', async () => {
    const { doc } = await login();
    const policy = elementAt('/samlp:AuthnRequest/samlp:NameIDPolicy', doc);
    expect(policy.getAttribute('Format')).toBe(
      'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
    );
    expect(policy.hasAttribute('AllowCreate')).toBe(false);
  });

  it('ForceAuthn="true" per SpidL2 e SpidL3, assente per SpidL1', async () => {
    expect((await login('SpidL2')).richiesta.getAttribute('ForceAuthn')).toBe(
      'true',
    );
    expect((await login('SpidL3')).richiesta.getAttribute('ForceAuthn')).toBe(
      'true',
    );
    expect((await login('SpidL1')).richiesta.hasAttribute('ForceAuthn')).toBe(
      false,
    );
  });

  it('un solo AuthnContextClassRef https://www.spid.gov.it/SpidLn con Comparison', async () => {
    for (const livello of ['SpidL1', 'SpidL2', 'SpidL3']) {
      const { doc } = await login(livello);
      const contesto = elementAt(
        '/samlp:AuthnRequest/samlp:RequestedAuthnContext',
        doc,
      );
      expect(['minimum', 'exact']).toContain(
        contesto.getAttribute('Comparison'),
      );
      const classRef = elementsAt('saml:AuthnContextClassRef', contesto);
      expect(classRef.map((c) => c.textContent)).toEqual([
        `https://www.spid.gov.it/${livello}`,
      ]);
    }
  });

  it('AssertionConsumerServiceIndex e AttributeConsumingServiceIndex presenti nei metadata', async () => {
    const { richiesta } = await login();
    const acs = richiesta.getAttribute('AssertionConsumerServiceIndex');
    const attributi = richiesta.getAttribute('AttributeConsumingServiceIndex');
    expect(acs).not.toBeNull();
    expect(attributi).not.toBeNull();
    expect(richiesta.hasAttribute('AssertionConsumerServiceURL')).toBe(false);
    expect(
      elementsAt(`//md:AssertionConsumerService[@index="${acs}"]`, metadata),
    ).toHaveLength(1);
    expect(
      elementsAt(
        `//md:AttributeConsumingService[@index="${attributi}"]`,
        metadata,
      ),
    ).toHaveLength(1);
  });

  it('RelayState opaco e diverso a ogni richiesta', async () => {
    const a = await login();
    const b = await login();
    expect(a.relayState).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.relayState).not.toBe(b.relayState);
    expect(a.relayState).not.toContain(a.richiesta.getAttribute('ID'));
    expect(
      Buffer.from(a.relayState, 'base64url').toString('latin1'),
    ).not.toMatch(/http|spid|idp/i);
  });

  it('senza IsPassive', async () => {
    const { richiesta } = await login();
    expect(richiesta.hasAttribute('IsPassive')).toBe(false);
  });

  it('ID casuale, Version 2.0 e IssueInstant attuale', async () => {
    const a = await login();
    const b = await login();
    expect(a.richiesta.getAttribute('ID')).toMatch(/^_[0-9a-f]{40}$/);
    expect(a.richiesta.getAttribute('ID')).not.toBe(
      b.richiesta.getAttribute('ID'),
    );
    expect(a.richiesta.getAttribute('Version')).toBe('2.0');
    const emessa = Date.parse(a.richiesta.getAttribute('IssueInstant') ?? '');
    expect(Math.abs(emessa - Date.now())).toBeLessThan(10_000);
  });

  it('la richiesta è registrata in Redis con scadenza, per ID (idp, livello, istante, RelayState)', async () => {
    const { richiesta, relayState } = await login('SpidL3');
    const chiave = `${t.prefix}spid:richiesta:${richiesta.getAttribute('ID')}`;
    const salvata = JSON.parse((await t.redis.get(chiave)) ?? '{}');
    expect(salvata).toMatchObject({
      tipo: 'authn',
      idp: t.idp.entityId,
      livello: 'SpidL3',
      relayState,
    });
    expect(typeof salvata.emessaIl).toBe('number');
    const ttl = await t.redis.ttl(chiave);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(t.config.durataRichiestaSecondi);
  });

  it('IdP sconosciuto: 400 con messaggio e nessuna richiesta registrata', async () => {
    const prima = (await t.redis.keys(`${t.prefix}spid:richiesta:*`)).length;
    const res = await t.http
      .get('/api/spid/login')
      .query({ idp: 'https://idp.sconosciuto.invalid', level: 'SpidL2' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Gestore di identità SPID non riconosciuto.');
    expect(await t.redis.keys(`${t.prefix}spid:richiesta:*`)).toHaveLength(
      prima,
    );
  });

  it('livello non valido: 400 con messaggio', async () => {
    const res = await t.http
      .get('/api/spid/login')
      .query({ idp: t.idp.entityId, level: 'SpidL9' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Livello SPID non valido');
  });

  it('GET /api/spid/idps elenca gli IdP letti dalla cartella dei metadata (entityID, name)', async () => {
    const res = await t.http.get('/api/spid/idps').expect(200);
    expect(res.body).toEqual({
      data: [{ entityID: t.idp.entityId, name: 'IdP di prova' }],
    });
  });
});
