import {
  REFUSAL_REASONS,
  type RefusalReason,
} from '../lib/response/spid-refusal';
import { testKeys } from '../testing/test-keys';
import type {
  ReceivedAuthnRequest,
  ResponseOptions,
} from '../testing/test-idp';
import {
  ACS,
  hiddenField,
  createSpidTestApp,
  ENTITY_ID,
  type SpidTestApp,
} from './spid-test-app';

const CF = 'RSSMRA80A01H501U';
const CF_VITTIMA = 'VRDGPP75B02F205X';

function pageText(html: string): string {
  return html
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The signed assertion of a response and an unsigned forgery of it (other user, other or same ID). */
function assertionsXml(xml: string, idAsserzione: string, stessoId = false) {
  const originale =
    /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
  const falsa = originale
    .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
    .replace(CF, CF_VITTIMA)
    .replace(
      `ID="${idAsserzione}"`,
      stessoId ? `ID="${idAsserzione}"` : 'ID="_falsa"',
    );
  return { originale, falsa };
}

describe('POST /api/spid/acs', () => {
  let t: SpidTestApp;

  beforeAll(async () => {
    t = await createSpidTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => {
    t.identita.accessi.length = 0;
  });

  async function startSignIn(
    level = 'SpidL2',
  ): Promise<{ ricevuta: ReceivedAuthnRequest; relayState: string }> {
    const res = await t.http
      .get('/api/spid/login')
      .query({ idp: t.idp.entityId, level })
      .expect(200);
    return {
      ricevuta: t.idp.readAuthnRequest(hiddenField(res.text, 'SAMLRequest')),
      relayState: hiddenField(res.text, 'RelayState'),
    };
  }

  function postResponse(samlResponse: string, relayState: string) {
    return t.http
      .post('/api/spid/acs')
      .type('form')
      .send({ SAMLResponse: samlResponse, RelayState: relayState });
  }

  /** Signs in through the test IdP with `opzioni` and returns the ACS answer. */
  async function signIn(options: ResponseOptions = {}, level = 'SpidL2') {
    const { ricevuta, relayState } = await startSignIn(level);
    return postResponse(
      t.idp.rispostaBase64(ricevuta, t.config, options),
      relayState,
    );
  }

  async function expectRefused(
    res: { status: number; text: string },
    motivo: RefusalReason,
  ) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const testo = pageText(res.text);
    expect(testo).toContain(`Codice errore: ${motivo}`);
    expect(testo).toContain(REFUSAL_REASONS[motivo] as string);
    expect(t.identita.accessi).toHaveLength(0);
    expect(await t.redis.keys(`${t.prefix}spid:sessione:*`)).toHaveLength(0);
  }

  describe('risposta valida', () => {
    afterEach(async () => {
      const chiavi = await t.redis.keys(`${t.prefix}spid:*`);
      if (chiavi.length) await t.redis.del(...chiavi);
    });

    it('accede: redirect a /login?code= e identità passata al contesto identity (codice fiscale senza TINIT-)', async () => {
      const res = await signIn();
      expect(res.status).toBe(303);
      expect(res.headers['location']).toBe(
        'http://localhost:3000/login?code=codice-1',
      );
      expect(t.identita.accessi).toHaveLength(1);
      const { cf, identity } = t.identita.accessi[0];
      expect(cf).toBe(CF);
      expect(identity).toMatchObject({
        fiscalNumber: CF,
        name: 'Mario',
        familyName: 'Rossi',
        email: 'mario.rossi@example.com',
        idp: t.idp.entityId,
        level: 'SpidL2',
      });
      expect(identity.sessionIndex).toMatch(/^_/);
      expect(identity.nameId).toMatch(/^_/);
      expect(
        await t.redis.get(`${t.prefix}spid:sessione:${identity.spidSession}`),
      ).not.toBeNull();
    });

    it("Response non firmata con asserzione firmata: accettata (la firma richiesta è quella dell'asserzione)", async () => {
      const res = await signIn({ firmaRisposta: false });
      expect(res.status).toBe(303);
      expect(t.identita.accessi).toHaveLength(1);
    });

    it('livello superiore a quello richiesto: accettato', async () => {
      const res = await signIn({ livello: 'SpidL3' }, 'SpidL2');
      expect(res.status).toBe(303);
      expect(t.identita.accessi[0].identity.level).toBe('SpidL3');
    });

    it('codice fiscale senza utente: 403 con il messaggio del contesto identity, nessun codice', async () => {
      const res = await signIn({
        utente: {
          fiscalNumber: `TINIT-${CF_VITTIMA}`,
          name: 'Giuseppe',
          familyName: 'Verdi',
          email: 'g@v.it',
        },
      });
      expect(res.status).toBe(403);
      expect(pageText(res.text)).toContain(
        'Nessun utente è associato a questo codice fiscale.',
      );
      expect(res.headers['location']).toBeUndefined();
    });
  });

  describe('firma', () => {
    it('asserzione non firmata', async () => {
      await expectRefused(
        await signIn({ firmaAsserzione: false }),
        'ASSERZIONE_NON_FIRMATA',
      );
    });

    it('asserzione non firmata anche se la Response è firmata', async () => {
      await expectRefused(
        await signIn({ firmaAsserzione: false, firmaRisposta: true }),
        'ASSERZIONE_NON_FIRMATA',
      );
    });

    it("asserzione firmata con una chiave non presente nei metadata dell'IdP", async () => {
      await expectRefused(
        await signIn({
          chiaveFirma: testKeys('estranea'),
          firmaRisposta: false,
        }),
        'FIRMA_NON_VALIDA',
      );
    });

    it("Response firmata con una chiave non presente nei metadata dell'IdP", async () => {
      await expectRefused(
        await signIn({ chiaveFirma: testKeys('estranea') }),
        'FIRMA_NON_VALIDA',
      );
    });

    it('asserzione modificata dopo la firma (codice fiscale cambiato)', async () => {
      await expectRefused(
        await signIn({
          firmaRisposta: false,
          manipola: (xml) => xml.replace(CF, CF_VITTIMA),
        }),
        'FIRMA_NON_VALIDA',
      );
    });
  });

  describe('XML signature wrapping', () => {
    it('XSW: asserzione non firmata aggiunta prima di quella firmata', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = assertionsXml(xml, id);
        return xml.replace(originale, falsa + originale);
      };
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione non firmata aggiunta dopo quella firmata', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = assertionsXml(xml, id);
        return xml.replace(originale, originale + falsa);
      };
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata spostata in Extensions, una falsa al suo posto', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = assertionsXml(xml, id);
        return xml
          .replace(originale, falsa)
          .replace(
            '<samlp:Status>',
            `<samlp:Extensions>${originale}</samlp:Extensions><samlp:Status>`,
          );
      };
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata spostata in Extensions senza altre asserzioni', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale } = assertionsXml(xml, id);
        return xml
          .replace(originale, '')
          .replace(
            '<samlp:Status>',
            `<samlp:Extensions>${originale}</samlp:Extensions><samlp:Status>`,
          );
      };
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata dentro ds:Object della firma della Response, una falsa con lo stesso ID al suo posto', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = assertionsXml(xml, id, true);
        const senzaAsserzione = xml.replace(originale, falsa);
        return senzaAsserzione.replace(
          '</ds:KeyInfo></ds:Signature>',
          `</ds:KeyInfo><ds:Object>${originale}</ds:Object></ds:Signature>`,
        );
      };
      await expectRefused(await signIn({ manipola }), 'STRUTTURA_NON_VALIDA');
    });

    it("XSW: ID duplicato (un altro elemento con l'ID dell'asserzione firmata)", async () => {
      const manipola = (xml: string, id: string) =>
        xml.replace(
          '<samlp:Status>',
          `<samlp:Extensions><saml:Evidence ID="${id}"/></samlp:Extensions><samlp:Status>`,
        );
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: ID duplicato in un attributo con prefisso di namespace', async () => {
      const manipola = (xml: string, id: string) =>
        xml.replace(
          '<samlp:Status>',
          `<samlp:Extensions xmlns:x="urn:x" x:ID="${id}"/><samlp:Status>`,
        );
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: commento inserito nel NameID (la firma resterebbe valida)', async () => {
      const manipola = (xml: string) =>
        xml.replace(/(<saml:NameID[^>]*>_[0-9a-f]{8})/, '$1<!---->');
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: commento inserito nel codice fiscale', async () => {
      const manipola = (xml: string) =>
        xml.replace(`TINIT-${CF}`, `TINIT-${CF}<!---->.evil`);
      await expectRefused(
        await signIn({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('DOCTYPE (entità esterne) rifiutato', async () => {
      const manipola = (xml: string) =>
        `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${xml}`;
      await expectRefused(await signIn({ manipola }), 'XML_NON_VALIDO');
    });

    it('SAMLResponse assente o non base64', async () => {
      const { relayState } = await startSignIn();
      await expectRefused(
        await postResponse('non è base64!', relayState),
        'XML_NON_VALIDO',
      );
      await expectRefused(
        await t.http.post('/api/spid/acs').type('form').send({}),
        'XML_NON_VALIDO',
      );
    });
  });

  describe('richiesta di origine', () => {
    it('InResponseTo sconosciuto', async () => {
      await expectRefused(
        await signIn({ inResponseTo: '_sconosciuto' }),
        'IN_RESPONSE_TO_SCONOSCIUTO',
      );
    });

    it('InResponseTo già usato (replay della stessa risposta)', async () => {
      const { ricevuta, relayState } = await startSignIn();
      const risposta = t.idp.rispostaBase64(ricevuta, t.config);
      expect((await postResponse(risposta, relayState)).status).toBe(303);
      t.identita.accessi.length = 0;
      const chiavi = await t.redis.keys(`${t.prefix}spid:sessione:*`);
      await t.redis.del(...chiavi);
      await expectRefused(
        await postResponse(risposta, relayState),
        'IN_RESPONSE_TO_SCONOSCIUTO',
      );
    });

    it('RelayState diverso da quello della richiesta', async () => {
      const { ricevuta } = await startSignIn();
      await expectRefused(
        await postResponse(t.idp.rispostaBase64(ricevuta, t.config), 'altro'),
        'RELAY_STATE_ERRATO',
      );
    });

    it('InResponseTo della SubjectConfirmationData diverso dalla richiesta', async () => {
      await expectRefused(
        await signIn({ inResponseToConferma: '_altra' }),
        'SOGGETTO_NON_VALIDO',
      );
    });
  });

  describe('destinatario ed emittente', () => {
    it('Destination della Response non è il nostro ACS', async () => {
      await expectRefused(
        await signIn({ destination: 'https://altro.sp.invalid/acs' }),
        'DESTINATION_ERRATA',
      );
    });

    it('Recipient della SubjectConfirmationData non è il nostro ACS', async () => {
      await expectRefused(
        await signIn({ recipient: 'https://altro.sp.invalid/acs' }),
        'RECIPIENT_ERRATO',
      );
    });

    it("Issuer della Response non è l'IdP", async () => {
      await expectRefused(
        await signIn({ issuerRisposta: 'https://altro.idp.invalid' }),
        'ISSUER_RISPOSTA_ERRATO',
      );
    });

    it("Issuer dell'asserzione non è l'IdP", async () => {
      await expectRefused(
        await signIn({ issuerAsserzione: 'https://altro.idp.invalid' }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it("Issuer dell'asserzione senza Format entity", async () => {
      await expectRefused(
        await signIn({ formatoIssuerAsserzione: null }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it("Issuer dell'asserzione con Format diverso da entity", async () => {
      await expectRefused(
        await signIn({
          formatoIssuerAsserzione:
            'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it('Audience non è il nostro entity id', async () => {
      expect(ENTITY_ID).toBe(t.config.entityId);
      await expectRefused(
        await signIn({ audience: 'https://altro.sp.invalid/metadata' }),
        'AUDIENCE_ERRATA',
      );
    });
  });

  describe('NameID', () => {
    it('NameID non transient', async () => {
      await expectRefused(
        await signIn({
          nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        }),
        'NAMEID_NON_VALIDO',
      );
    });

    it('NameID senza NameQualifier', async () => {
      await expectRefused(
        await signIn({ nameQualifier: null }),
        'NAMEID_NON_VALIDO',
      );
    });
  });

  describe('tempi', () => {
    it('NotBefore nel futuro', async () => {
      await expectRefused(
        await signIn({ notBefore: new Date(Date.now() + 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('NotOnOrAfter passato', async () => {
      await expectRefused(
        await signIn({ notOnOrAfter: new Date(Date.now() - 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('IssueInstant precedente alla richiesta', async () => {
      await expectRefused(
        await signIn({ issueInstant: new Date(Date.now() - 10 * 60_000) }),
        'EMESSA_PRIMA_DELLA_RICHIESTA',
      );
    });

    it("IssueInstant dell'asserzione precedente alla richiesta", async () => {
      await expectRefused(
        await signIn({
          issueInstantAsserzione: new Date(Date.now() - 10 * 60_000),
        }),
        'EMESSA_PRIMA_DELLA_RICHIESTA',
      );
    });

    it('IssueInstant nel futuro', async () => {
      await expectRefused(
        await signIn({ issueInstant: new Date(Date.now() + 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('piccola differenza di orologio (30 secondi) tollerata', async () => {
      const res = await signIn({
        notBefore: new Date(Date.now() + 30_000),
        issueInstant: new Date(Date.now() - 30_000),
      });
      expect(res.status).toBe(303);
      await t.redis.del(...(await t.redis.keys(`${t.prefix}spid:sessione:*`)));
      t.identita.accessi.length = 0;
    });
  });

  describe('livello e attributi', () => {
    it('livello di autenticazione inferiore a quello richiesto', async () => {
      await expectRefused(
        await signIn({ livello: 'SpidL1' }, 'SpidL2'),
        'LIVELLO_INSUFFICIENTE',
      );
    });

    it('AuthnContextClassRef non SPID', async () => {
      await expectRefused(
        await signIn({
          classRef:
            'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
        }),
        'LIVELLO_INSUFFICIENTE',
      );
    });

    it('attributi diversi da quelli richiesti: manca un attributo richiesto', async () => {
      const attributi = {
        fiscalNumber: `TINIT-${CF}`,
        name: 'Mario',
        familyName: 'Rossi',
      };
      await expectRefused(await signIn({ attributi }), 'ATTRIBUTI_DIVERSI');
    });

    it('attributi diversi da quelli richiesti: un attributo in più', async () => {
      const attributi = {
        fiscalNumber: `TINIT-${CF}`,
        name: 'Mario',
        familyName: 'Rossi',
        email: 'm@r.it',
        mobilePhone: '+39333',
      };
      await expectRefused(await signIn({ attributi }), 'ATTRIBUTI_DIVERSI');
    });
  });

  describe('stato', () => {
    it('Status non Success (utente che nega il consenso, ErrorCode nr22)', async () => {
      const res = await signIn({
        statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Responder',
        statusMessage: 'ErrorCode nr22',
      });
      expect(res.status).toBe(401);
      expect(pageText(res.text)).toContain(
        "Autenticazione SPID annullata: l'utente non ha dato il consenso all'invio dei dati.",
      );
      expect(res.text).toContain('Codice errore: STATO_NON_SUCCESSO');
      expect(t.identita.accessi).toHaveLength(0);
    });

    it('Status non Success senza messaggio di anomalia', async () => {
      await expectRefused(
        await signIn({
          statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Requester',
        }),
        'STATO_NON_SUCCESSO',
      );
    });
  });

  it('ACS del test: il nostro ACS è quello dei metadata', () => {
    expect(t.config.acsUrl).toBe(ACS);
  });
});
