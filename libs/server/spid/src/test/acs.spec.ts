import {
  MOTIVI_RIFIUTO,
  type MotivoRifiuto,
} from '../lib/response/rifiuto-spid';
import { chiaviDiTest } from '../testing/chiavi-di-test';
import type {
  AuthnRequestRicevuta,
  OpzioniRisposta,
} from '../testing/test-idp';
import {
  ACS,
  campoNascosto,
  creaSpidTestApp,
  ENTITY_ID,
  type SpidTestApp,
} from './spid-test-app';

const CF = 'RSSMRA80A01H501U';
const CF_VITTIMA = 'VRDGPP75B02F205X';

function testoPagina(html: string): string {
  return html
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The signed assertion of a response and an unsigned forgery of it (other user, other or same ID). */
function asserzioni(xml: string, idAsserzione: string, stessoId = false) {
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
    t = await creaSpidTestApp();
  });

  afterAll(() => t.close());

  beforeEach(() => {
    t.identita.accessi.length = 0;
  });

  async function richiestaDiAccesso(
    level = 'SpidL2',
  ): Promise<{ ricevuta: AuthnRequestRicevuta; relayState: string }> {
    const res = await t.http
      .get('/api/spid/login')
      .query({ idp: t.idp.entityId, level })
      .expect(200);
    return {
      ricevuta: t.idp.leggiAuthnRequest(campoNascosto(res.text, 'SAMLRequest')),
      relayState: campoNascosto(res.text, 'RelayState'),
    };
  }

  function posta(samlResponse: string, relayState: string) {
    return t.http
      .post('/api/spid/acs')
      .type('form')
      .send({ SAMLResponse: samlResponse, RelayState: relayState });
  }

  /** Signs in through the test IdP with `opzioni` and returns the ACS answer. */
  async function accedi(opzioni: OpzioniRisposta = {}, level = 'SpidL2') {
    const { ricevuta, relayState } = await richiestaDiAccesso(level);
    return posta(t.idp.rispostaBase64(ricevuta, t.config, opzioni), relayState);
  }

  async function rifiutata(
    res: { status: number; text: string },
    motivo: MotivoRifiuto,
  ) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const testo = testoPagina(res.text);
    expect(testo).toContain(`Codice errore: ${motivo}`);
    expect(testo).toContain(MOTIVI_RIFIUTO[motivo] as string);
    expect(t.identita.accessi).toHaveLength(0);
    expect(await t.redis.keys(`${t.prefix}spid:sessione:*`)).toHaveLength(0);
  }

  describe('risposta valida', () => {
    afterEach(async () => {
      const chiavi = await t.redis.keys(`${t.prefix}spid:*`);
      if (chiavi.length) await t.redis.del(...chiavi);
    });

    it('accede: redirect a /login?code= e identità passata al contesto identity (codice fiscale senza TINIT-)', async () => {
      const res = await accedi();
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
      const res = await accedi({ firmaRisposta: false });
      expect(res.status).toBe(303);
      expect(t.identita.accessi).toHaveLength(1);
    });

    it('livello superiore a quello richiesto: accettato', async () => {
      const res = await accedi({ livello: 'SpidL3' }, 'SpidL2');
      expect(res.status).toBe(303);
      expect(t.identita.accessi[0].identity.level).toBe('SpidL3');
    });

    it('codice fiscale senza utente: 403 con il messaggio del contesto identity, nessun codice', async () => {
      const res = await accedi({
        utente: {
          fiscalNumber: `TINIT-${CF_VITTIMA}`,
          name: 'Giuseppe',
          familyName: 'Verdi',
          email: 'g@v.it',
        },
      });
      expect(res.status).toBe(403);
      expect(testoPagina(res.text)).toContain(
        'Nessun utente è associato a questo codice fiscale.',
      );
      expect(res.headers['location']).toBeUndefined();
    });
  });

  describe('firma', () => {
    it('asserzione non firmata', async () => {
      await rifiutata(
        await accedi({ firmaAsserzione: false }),
        'ASSERZIONE_NON_FIRMATA',
      );
    });

    it('asserzione non firmata anche se la Response è firmata', async () => {
      await rifiutata(
        await accedi({ firmaAsserzione: false, firmaRisposta: true }),
        'ASSERZIONE_NON_FIRMATA',
      );
    });

    it("asserzione firmata con una chiave non presente nei metadata dell'IdP", async () => {
      await rifiutata(
        await accedi({
          chiaveFirma: chiaviDiTest('estranea'),
          firmaRisposta: false,
        }),
        'FIRMA_NON_VALIDA',
      );
    });

    it("Response firmata con una chiave non presente nei metadata dell'IdP", async () => {
      await rifiutata(
        await accedi({ chiaveFirma: chiaviDiTest('estranea') }),
        'FIRMA_NON_VALIDA',
      );
    });

    it('asserzione modificata dopo la firma (codice fiscale cambiato)', async () => {
      await rifiutata(
        await accedi({
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
        const { originale, falsa } = asserzioni(xml, id);
        return xml.replace(originale, falsa + originale);
      };
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione non firmata aggiunta dopo quella firmata', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = asserzioni(xml, id);
        return xml.replace(originale, originale + falsa);
      };
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata spostata in Extensions, una falsa al suo posto', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = asserzioni(xml, id);
        return xml
          .replace(originale, falsa)
          .replace(
            '<samlp:Status>',
            `<samlp:Extensions>${originale}</samlp:Extensions><samlp:Status>`,
          );
      };
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata spostata in Extensions senza altre asserzioni', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale } = asserzioni(xml, id);
        return xml
          .replace(originale, '')
          .replace(
            '<samlp:Status>',
            `<samlp:Extensions>${originale}</samlp:Extensions><samlp:Status>`,
          );
      };
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: asserzione firmata dentro ds:Object della firma della Response, una falsa con lo stesso ID al suo posto', async () => {
      const manipola = (xml: string, id: string) => {
        const { originale, falsa } = asserzioni(xml, id, true);
        const senzaAsserzione = xml.replace(originale, falsa);
        return senzaAsserzione.replace(
          '</ds:KeyInfo></ds:Signature>',
          `</ds:KeyInfo><ds:Object>${originale}</ds:Object></ds:Signature>`,
        );
      };
      await rifiutata(await accedi({ manipola }), 'STRUTTURA_NON_VALIDA');
    });

    it("XSW: ID duplicato (un altro elemento con l'ID dell'asserzione firmata)", async () => {
      const manipola = (xml: string, id: string) =>
        xml.replace(
          '<samlp:Status>',
          `<samlp:Extensions><saml:Evidence ID="${id}"/></samlp:Extensions><samlp:Status>`,
        );
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: ID duplicato in un attributo con prefisso di namespace', async () => {
      const manipola = (xml: string, id: string) =>
        xml.replace(
          '<samlp:Status>',
          `<samlp:Extensions xmlns:x="urn:x" x:ID="${id}"/><samlp:Status>`,
        );
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: commento inserito nel NameID (la firma resterebbe valida)', async () => {
      const manipola = (xml: string) =>
        xml.replace(/(<saml:NameID[^>]*>_[0-9a-f]{8})/, '$1<!---->');
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('XSW: commento inserito nel codice fiscale', async () => {
      const manipola = (xml: string) =>
        xml.replace(`TINIT-${CF}`, `TINIT-${CF}<!---->.evil`);
      await rifiutata(
        await accedi({ firmaRisposta: false, manipola }),
        'STRUTTURA_NON_VALIDA',
      );
    });

    it('DOCTYPE (entità esterne) rifiutato', async () => {
      const manipola = (xml: string) =>
        `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${xml}`;
      await rifiutata(await accedi({ manipola }), 'XML_NON_VALIDO');
    });

    it('SAMLResponse assente o non base64', async () => {
      const { relayState } = await richiestaDiAccesso();
      await rifiutata(
        await posta('non è base64!', relayState),
        'XML_NON_VALIDO',
      );
      await rifiutata(
        await t.http.post('/api/spid/acs').type('form').send({}),
        'XML_NON_VALIDO',
      );
    });
  });

  describe('richiesta di origine', () => {
    it('InResponseTo sconosciuto', async () => {
      await rifiutata(
        await accedi({ inResponseTo: '_sconosciuto' }),
        'IN_RESPONSE_TO_SCONOSCIUTO',
      );
    });

    it('InResponseTo già usato (replay della stessa risposta)', async () => {
      const { ricevuta, relayState } = await richiestaDiAccesso();
      const risposta = t.idp.rispostaBase64(ricevuta, t.config);
      expect((await posta(risposta, relayState)).status).toBe(303);
      t.identita.accessi.length = 0;
      const chiavi = await t.redis.keys(`${t.prefix}spid:sessione:*`);
      await t.redis.del(...chiavi);
      await rifiutata(
        await posta(risposta, relayState),
        'IN_RESPONSE_TO_SCONOSCIUTO',
      );
    });

    it('RelayState diverso da quello della richiesta', async () => {
      const { ricevuta } = await richiestaDiAccesso();
      await rifiutata(
        await posta(t.idp.rispostaBase64(ricevuta, t.config), 'altro'),
        'RELAY_STATE_ERRATO',
      );
    });

    it('InResponseTo della SubjectConfirmationData diverso dalla richiesta', async () => {
      await rifiutata(
        await accedi({ inResponseToConferma: '_altra' }),
        'SOGGETTO_NON_VALIDO',
      );
    });
  });

  describe('destinatario ed emittente', () => {
    it('Destination della Response non è il nostro ACS', async () => {
      await rifiutata(
        await accedi({ destination: 'https://altro.sp.invalid/acs' }),
        'DESTINATION_ERRATA',
      );
    });

    it('Recipient della SubjectConfirmationData non è il nostro ACS', async () => {
      await rifiutata(
        await accedi({ recipient: 'https://altro.sp.invalid/acs' }),
        'RECIPIENT_ERRATO',
      );
    });

    it("Issuer della Response non è l'IdP", async () => {
      await rifiutata(
        await accedi({ issuerRisposta: 'https://altro.idp.invalid' }),
        'ISSUER_RISPOSTA_ERRATO',
      );
    });

    it("Issuer dell'asserzione non è l'IdP", async () => {
      await rifiutata(
        await accedi({ issuerAsserzione: 'https://altro.idp.invalid' }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it("Issuer dell'asserzione senza Format entity", async () => {
      await rifiutata(
        await accedi({ formatoIssuerAsserzione: null }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it("Issuer dell'asserzione con Format diverso da entity", async () => {
      await rifiutata(
        await accedi({
          formatoIssuerAsserzione:
            'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        }),
        'ISSUER_ASSERZIONE_ERRATO',
      );
    });

    it('Audience non è il nostro entity id', async () => {
      expect(ENTITY_ID).toBe(t.config.entityId);
      await rifiutata(
        await accedi({ audience: 'https://altro.sp.invalid/metadata' }),
        'AUDIENCE_ERRATA',
      );
    });
  });

  describe('NameID', () => {
    it('NameID non transient', async () => {
      await rifiutata(
        await accedi({
          nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        }),
        'NAMEID_NON_VALIDO',
      );
    });

    it('NameID senza NameQualifier', async () => {
      await rifiutata(
        await accedi({ nameQualifier: null }),
        'NAMEID_NON_VALIDO',
      );
    });
  });

  describe('tempi', () => {
    it('NotBefore nel futuro', async () => {
      await rifiutata(
        await accedi({ notBefore: new Date(Date.now() + 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('NotOnOrAfter passato', async () => {
      await rifiutata(
        await accedi({ notOnOrAfter: new Date(Date.now() - 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('IssueInstant precedente alla richiesta', async () => {
      await rifiutata(
        await accedi({ issueInstant: new Date(Date.now() - 10 * 60_000) }),
        'EMESSA_PRIMA_DELLA_RICHIESTA',
      );
    });

    it("IssueInstant dell'asserzione precedente alla richiesta", async () => {
      await rifiutata(
        await accedi({
          issueInstantAsserzione: new Date(Date.now() - 10 * 60_000),
        }),
        'EMESSA_PRIMA_DELLA_RICHIESTA',
      );
    });

    it('IssueInstant nel futuro', async () => {
      await rifiutata(
        await accedi({ issueInstant: new Date(Date.now() + 10 * 60_000) }),
        'TEMPI_NON_VALIDI',
      );
    });

    it('piccola differenza di orologio (30 secondi) tollerata', async () => {
      const res = await accedi({
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
      await rifiutata(
        await accedi({ livello: 'SpidL1' }, 'SpidL2'),
        'LIVELLO_INSUFFICIENTE',
      );
    });

    it('AuthnContextClassRef non SPID', async () => {
      await rifiutata(
        await accedi({
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
      await rifiutata(await accedi({ attributi }), 'ATTRIBUTI_DIVERSI');
    });

    it('attributi diversi da quelli richiesti: un attributo in più', async () => {
      const attributi = {
        fiscalNumber: `TINIT-${CF}`,
        name: 'Mario',
        familyName: 'Rossi',
        email: 'm@r.it',
        mobilePhone: '+39333',
      };
      await rifiutata(await accedi({ attributi }), 'ATTRIBUTI_DIVERSI');
    });
  });

  describe('stato', () => {
    it('Status non Success (utente che nega il consenso, ErrorCode nr22)', async () => {
      const res = await accedi({
        statusCode: 'urn:oasis:names:tc:SAML:2.0:status:Responder',
        statusMessage: 'ErrorCode nr22',
      });
      expect(res.status).toBe(401);
      expect(testoPagina(res.text)).toContain(
        "Autenticazione SPID annullata: l'utente non ha dato il consenso all'invio dei dati.",
      );
      expect(res.text).toContain('Codice errore: STATO_NON_SUCCESSO');
      expect(t.identita.accessi).toHaveLength(0);
    });

    it('Status non Success senza messaggio di anomalia', async () => {
      await rifiutata(
        await accedi({
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
