import { certificateBase64, type KeyPair } from '../lib/config/openssl-keys';
import {
  type IdentityProvider,
  identityProvidersFromMetadata,
} from '../lib/idp/idp-metadata';
import {
  classRefOfLevel,
  levelFromClassRef,
  type SpidLevel,
} from '../lib/spid-levels';
import { signElement } from '../lib/xml/xml-signature';
import { NS, SAML } from '../lib/xml/namespaces';
import {
  attributeOf,
  childElement,
  parseSafeXml,
  textOf,
} from '../lib/xml/safe-xml';
import { samlInstant, newSamlId, xmlEscape } from '../lib/xml/xml-text';

/** A test user as the IdP knows it. */
export interface TestUser {
  fiscalNumber: string;
  name: string;
  familyName: string;
  email: string;
}

export const TEST_USER: TestUser = {
  fiscalNumber: 'TINIT-RSSMRA80A01H501U',
  name: 'Mario',
  familyName: 'Rossi',
  email: 'mario.rossi@example.com',
};

/** The service provider the test IdP answers (what a real IdP reads from the SP metadata). */
export interface TargetSp {
  entityId: string;
  acsUrl: string;
}

/**
 * Every field of the response a test may change, one per SPID rejection case. Values `null`
 * remove the attribute. `manipola` edits the signed XML (signature wrapping cases).
 */
export interface ResponseOptions {
  utente?: TestUser;
  /** replaces the attribute set entirely */
  attributi?: Record<string, string>;
  livello?: SpidLevel;
  classRef?: string;
  inResponseTo?: string;
  inResponseToConferma?: string;
  destination?: string;
  recipient?: string;
  audience?: string;
  issuerRisposta?: string;
  issuerAsserzione?: string;
  formatoIssuerAsserzione?: string | null;
  nameId?: string;
  nameIdFormat?: string;
  nameQualifier?: string | null;
  issueInstant?: Date;
  issueInstantAsserzione?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  statusCode?: string;
  statusMessage?: string;
  firmaAsserzione?: boolean;
  firmaRisposta?: boolean;
  /** sign with this key instead of the IdP's (a key not in the IdP metadata) */
  chiaveFirma?: KeyPair;
  manipola?: (xml: string, idAsserzione: string) => string;
  adesso?: Date;
}

export interface ReceivedAuthnRequest {
  id: string;
  livello: SpidLevel;
  issuer: string;
}

/**
 * A SPID identity provider for tests and development: its own key and certificate, its metadata,
 * and signed responses to Registro's AuthnRequests with every field overridable.
 */
export class TestIdp {
  readonly entityId: string;

  constructor(
    readonly baseUrl: string,
    private readonly chiavi: KeyPair,
    readonly nome = 'IdP di test Registro',
  ) {
    this.entityId = baseUrl;
  }

  get ssoUrl(): string {
    return `${this.baseUrl}/sso`;
  }

  get sloUrl(): string {
    return `${this.baseUrl}/slo`;
  }

  metadata(): string {
    const e = xmlEscape;
    const id = newSamlId();
    const xml =
      `<md:EntityDescriptor xmlns:md="${NS.md}" xmlns:ds="${NS.ds}" entityID="${e(this.entityId)}" ID="${id}">` +
      `<md:IDPSSODescriptor protocolSupportEnumeration="${NS.samlp}" WantAuthnRequestsSigned="true">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBase64(this.chiavi.certPem)}` +
      `</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:SingleLogoutService Binding="${SAML.bindingPost}" Location="${e(this.sloUrl)}"/>` +
      `<md:NameIDFormat>${SAML.formatoTransient}</md:NameIDFormat>` +
      `<md:SingleSignOnService Binding="${SAML.bindingPost}" Location="${e(this.ssoUrl)}"/>` +
      `</md:IDPSSODescriptor>` +
      `<md:Organization><md:OrganizationName xml:lang="it">${e(this.nome)}</md:OrganizationName>` +
      `<md:OrganizationDisplayName xml:lang="it">${e(this.nome)}</md:OrganizationDisplayName>` +
      `<md:OrganizationURL xml:lang="it">${e(this.baseUrl)}</md:OrganizationURL></md:Organization>` +
      `</md:EntityDescriptor>`;
    return signElement(xml, id, this.chiavi);
  }

  identityProvider(): IdentityProvider {
    return identityProvidersFromMetadata(this.metadata())[0];
  }

  /** Reads the AuthnRequest (XML or its base64) the SP posted. */
  readAuthnRequest(samlRequest: string): ReceivedAuthnRequest {
    const xml = samlRequest.trimStart().startsWith('<')
      ? samlRequest
      : Buffer.from(samlRequest, 'base64').toString('utf8');
    const root = parseSafeXml(xml).documentElement;
    const contesto = childElement(root, NS.samlp, 'RequestedAuthnContext');
    return {
      id: attributeOf(root, 'ID') ?? '',
      livello:
        levelFromClassRef(
          textOf(
            contesto && childElement(contesto, NS.saml, 'AuthnContextClassRef'),
          ),
        ) ?? 'SpidL2',
      issuer: textOf(childElement(root, NS.saml, 'Issuer')) ?? '',
    };
  }

  /** A signed Response (XML) to `richiesta` for `sp`, shaped by `o`. */
  response(
    request: ReceivedAuthnRequest,
    sp: TargetSp,
    o: ResponseOptions = {},
  ): string {
    const e = xmlEscape;
    const adesso = o.adesso ?? new Date();
    const istante = samlInstant(o.issueInstant ?? adesso);
    const istanteAsserzione = samlInstant(
      o.issueInstantAsserzione ?? o.issueInstant ?? adesso,
    );
    const idRisposta = newSamlId();
    const idAsserzione = newSamlId();
    const inResponseTo = o.inResponseTo ?? request.id;
    const utente = o.utente ?? TEST_USER;
    const attributi = o.attributi ?? {
      fiscalNumber: utente.fiscalNumber,
      name: utente.name,
      familyName: utente.familyName,
      email: utente.email,
    };
    const notBefore = o.notBefore ?? new Date(adesso.getTime() - 60_000);
    const notOnOrAfter =
      o.notOnOrAfter ?? new Date(adesso.getTime() + 5 * 60_000);
    const formatoIssuerAsserzione =
      o.formatoIssuerAsserzione === null
        ? ''
        : ` Format="${o.formatoIssuerAsserzione ?? SAML.formatoEntity}"`;
    const nameQualifier =
      o.nameQualifier === null
        ? ''
        : ` NameQualifier="${e(o.nameQualifier ?? this.entityId)}"`;
    const statusMessage = o.statusMessage
      ? `<samlp:StatusMessage>${e(o.statusMessage)}</samlp:StatusMessage>`
      : '';
    const successo =
      (o.statusCode ?? SAML.statoSuccesso) === SAML.statoSuccesso;
    const attributiXml = Object.entries(attributi)
      .map(
        ([nome, valore]) =>
          `<saml:Attribute Name="${e(nome)}" NameFormat="${SAML.formatoAttributoBasic}">` +
          `<saml:AttributeValue xsi:type="xs:string">${e(valore)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    const asserzione =
      `<saml:Assertion xmlns:saml="${NS.saml}" xmlns:xs="http://www.w3.org/2001/XMLSchema" ` +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${idAsserzione}" Version="2.0" IssueInstant="${istanteAsserzione}">` +
      `<saml:Issuer${formatoIssuerAsserzione}>${e(o.issuerAsserzione ?? this.entityId)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="${e(o.nameIdFormat ?? SAML.formatoTransient)}"${nameQualifier}>` +
      `${e(o.nameId ?? newSamlId())}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="${SAML.bearer}"><saml:SubjectConfirmationData ` +
      `InResponseTo="${e(o.inResponseToConferma ?? inResponseTo)}" NotOnOrAfter="${samlInstant(notOnOrAfter)}" ` +
      `Recipient="${e(o.recipient ?? sp.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${samlInstant(notBefore)}" NotOnOrAfter="${samlInstant(notOnOrAfter)}">` +
      `<saml:AudienceRestriction><saml:Audience>${e(o.audience ?? sp.entityId)}</saml:Audience></saml:AudienceRestriction>` +
      `</saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${istanteAsserzione}" SessionIndex="${newSamlId()}"><saml:AuthnContext>` +
      `<saml:AuthnContextClassRef>${e(o.classRef ?? classRefOfLevel(o.livello ?? request.livello))}</saml:AuthnContextClassRef>` +
      `</saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attributiXml}</saml:AttributeStatement>` +
      `</saml:Assertion>`;
    let xml =
      `<samlp:Response xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${idRisposta}" Version="2.0" ` +
      `IssueInstant="${istante}" Destination="${e(o.destination ?? sp.acsUrl)}" InResponseTo="${e(inResponseTo)}">` +
      `<saml:Issuer Format="${SAML.formatoEntity}">${e(o.issuerRisposta ?? this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${e(o.statusCode ?? SAML.statoSuccesso)}"/>${statusMessage}</samlp:Status>` +
      (successo ? asserzione : '') +
      `</samlp:Response>`;
    const chiave = o.chiaveFirma ?? this.chiavi;
    if (successo && o.firmaAsserzione !== false)
      xml = signElement(xml, idAsserzione, chiave);
    if (o.firmaRisposta !== false) xml = signElement(xml, idRisposta, chiave);
    return o.manipola ? o.manipola(xml, idAsserzione) : xml;
  }

  /** The same response, base64 as the SAMLResponse form field carries it. */
  rispostaBase64(
    request: ReceivedAuthnRequest,
    sp: TargetSp,
    o: ResponseOptions = {},
  ): string {
    return Buffer.from(this.response(request, sp, o), 'utf8').toString(
      'base64',
    );
  }

  /** IdP-initiated logout: a signed LogoutRequest for the session with that NameID. */
  logoutRequest(
    sloSp: string,
    nameId: string,
    sessionIndex: string,
    options: { firma?: boolean; chiaveFirma?: KeyPair } = {},
  ): string {
    const e = xmlEscape;
    const id = newSamlId();
    const xml =
      `<samlp:LogoutRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
      `IssueInstant="${samlInstant(new Date())}" Destination="${e(sloSp)}">` +
      `<saml:Issuer Format="${SAML.formatoEntity}" NameQualifier="${e(this.entityId)}">${e(this.entityId)}</saml:Issuer>` +
      `<saml:NameID Format="${SAML.formatoTransient}" NameQualifier="${e(this.entityId)}">${e(nameId)}</saml:NameID>` +
      `<samlp:SessionIndex>${e(sessionIndex)}</samlp:SessionIndex>` +
      `</samlp:LogoutRequest>`;
    return options.firma === false
      ? xml
      : signElement(xml, id, options.chiaveFirma ?? this.chiavi);
  }

  /** The answer to the SP's LogoutRequest (XML or base64). */
  logoutResponse(sloSp: string, logoutRequest: string): string {
    const xmlRichiesta = logoutRequest.trimStart().startsWith('<')
      ? logoutRequest
      : Buffer.from(logoutRequest, 'base64').toString('utf8');
    const inResponseTo =
      attributeOf(parseSafeXml(xmlRichiesta).documentElement, 'ID') ?? '';
    const e = xmlEscape;
    const id = newSamlId();
    const xml =
      `<samlp:LogoutResponse xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${id}" Version="2.0" ` +
      `IssueInstant="${samlInstant(new Date())}" Destination="${e(sloSp)}" InResponseTo="${e(inResponseTo)}">` +
      `<saml:Issuer Format="${SAML.formatoEntity}">${e(this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${SAML.statoSuccesso}"/></samlp:Status>` +
      `</samlp:LogoutResponse>`;
    return signElement(xml, id, this.chiavi);
  }
}
