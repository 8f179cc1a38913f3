import {
  REQUESTED_ATTRIBUTES,
  fiscalCodeFromFiscalNumber,
} from '../spid-attributes';
import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { IdpRegistry } from '../idp/idp-registry';
import { isAtLeastLevel, levelFromClassRef } from '../spid-levels';
import type {
  SpidRequest,
  SpidRequestStore,
} from '../store/spid-request-store';
import { verifySignature } from '../xml/xml-signature';
import { NS, SAML } from '../xml/namespaces';
import {
  attributeOf,
  childElements,
  childElement,
  parseSafeXml,
  textOf,
} from '../xml/safe-xml';
import {
  checkStructure,
  documentFromBase64,
  parseInstant,
  singleAssertion,
} from './structure-checks';
import type { SpidIdentity } from './spid-identity';
import { SPID_ANOMALIES, SpidRefusal } from './spid-refusal';

/**
 * Validates the IdP's Response posted to our ACS, following the SPID technical rules. Everything
 * about the user is read from the canonical XML of the signed assertion, never from the posted
 * document. Throws SpidRefusal with the reason.
 */
export class ResponseValidator {
  constructor(
    private readonly config: SpidConfig,
    private readonly idps: IdpRegistry,
    private readonly richieste: SpidRequestStore,
  ) {}

  async validate(
    samlResponse: unknown,
    relayState: unknown,
    adesso: Date = new Date(),
  ): Promise<SpidIdentity> {
    const { xml, doc } = documentFromBase64(samlResponse);
    const risposta = doc.documentElement;
    if (
      risposta.namespaceURI !== NS.samlp ||
      risposta.localName !== 'Response' ||
      risposta.getAttribute('Version') !== '2.0'
    ) {
      throw new SpidRefusal(
        'STRUTTURA_NON_VALIDA',
        'non è una Response SAML 2.0',
      );
    }
    const idRisposta = attributeOf(risposta, 'ID');
    if (!idRisposta)
      throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'Response senza ID');
    checkStructure(risposta);

    const richiesta = await this.pendingRequest(risposta, relayState);
    const idp = this.idps.find(richiesta.idp);
    if (!idp) throw new SpidRefusal('IDP_SCONOSCIUTO', richiesta.idp);
    const issuer = childElement(risposta, NS.saml, 'Issuer');
    const formatoIssuer = attributeOf(issuer, 'Format');
    if (
      textOf(issuer) !== idp.entityId ||
      (formatoIssuer !== undefined && formatoIssuer !== SAML.formatoEntity)
    ) {
      throw new SpidRefusal('ISSUER_RISPOSTA_ERRATO');
    }
    const stato = childElement(risposta, NS.samlp, 'Status');
    const codiceStato = stato && childElement(stato, NS.samlp, 'StatusCode');
    if (attributeOf(codiceStato, 'Value') !== SAML.statoSuccesso) {
      const anomalia =
        SPID_ANOMALIES[
          textOf(stato && childElement(stato, NS.samlp, 'StatusMessage')) ?? ''
        ];
      throw new SpidRefusal(
        'STATO_NON_SUCCESSO',
        attributeOf(codiceStato, 'Value'),
        anomalia,
      );
    }

    const asserzioneNelDocumento = singleAssertion(risposta);
    this.verifyResponseSignature(xml, risposta, idRisposta, idp);
    const asserzione = this.signedAssertion(xml, asserzioneNelDocumento, idp);

    const skew = this.config.tolleranzaOrologioSecondi * 1000;
    const ora = adesso.getTime();
    if (attributeOf(risposta, 'Destination') !== this.config.acsUrl)
      throw new SpidRefusal('DESTINATION_ERRATA');
    this.checkIssueInstant(
      parseInstant(attributeOf(risposta, 'IssueInstant'), 'IssueInstant'),
      richiesta,
      ora,
      skew,
    );

    const issuerAsserzione = childElement(asserzione, NS.saml, 'Issuer');
    if (
      textOf(issuerAsserzione) !== idp.entityId ||
      attributeOf(issuerAsserzione, 'Format') !== SAML.formatoEntity
    ) {
      throw new SpidRefusal('ISSUER_ASSERZIONE_ERRATO');
    }
    this.checkIssueInstant(
      parseInstant(attributeOf(asserzione, 'IssueInstant'), 'IssueInstant'),
      richiesta,
      ora,
      skew,
    );

    const soggetto = this.subject(asserzione, richiesta, ora, skew);
    this.checkConditions(asserzione, ora, skew);
    const { sessionIndex, level } = this.authnStatement(asserzione, richiesta);
    const attributi = this.attributes(asserzione);
    const fiscalNumber = fiscalCodeFromFiscalNumber(
      attributi['fiscalNumber'] ?? '',
    );
    if (!/^[A-Z0-9]{11,16}$/.test(fiscalNumber))
      throw new SpidRefusal('CODICE_FISCALE_MANCANTE');
    return {
      fiscalNumber,
      name: attributi['name'] ?? '',
      familyName: attributi['familyName'] ?? '',
      email: attributi['email'] ?? '',
      idp: idp.entityId,
      sessionIndex,
      nameId: soggetto.nameId,
      nameQualifier: soggetto.nameQualifier,
      level,
    };
  }

  /** The Response itself may be unsigned (the assertion must not); when signed, it must verify. */
  private verifyResponseSignature(
    xml: string,
    response: Element,
    id: string,
    idp: IdentityProvider,
  ): void {
    const firme = childElements(response, NS.ds, 'Signature');
    if (firme.length === 0) return;
    if (firme.length > 1)
      throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'più firme sulla Response');
    const esito = verifySignature(xml, firme[0], id, idp.certificati);
    if (!esito.valida) {
      throw new SpidRefusal(
        esito.motivo === 'riferimento'
          ? 'STRUTTURA_NON_VALIDA'
          : 'FIRMA_NON_VALIDA',
        'Response',
      );
    }
  }

  /** Verifies the assertion's signature and returns the assertion re-read from what was signed. */
  private signedAssertion(
    xml: string,
    asserzione: Element,
    idp: IdentityProvider,
  ): Element {
    const id = attributeOf(asserzione, 'ID');
    if (!id)
      throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'asserzione senza ID');
    const firme = childElements(asserzione, NS.ds, 'Signature');
    if (firme.length === 0) throw new SpidRefusal('ASSERZIONE_NON_FIRMATA');
    if (firme.length > 1)
      throw new SpidRefusal(
        'STRUTTURA_NON_VALIDA',
        "più firme sull'asserzione",
      );
    const esito = verifySignature(xml, firme[0], id, idp.certificati);
    if (!esito.valida) {
      throw new SpidRefusal(
        esito.motivo === 'riferimento'
          ? 'STRUTTURA_NON_VALIDA'
          : 'FIRMA_NON_VALIDA',
        'Assertion',
      );
    }
    const firmata = parseSafeXml(esito.riferimentoFirmato).documentElement;
    if (
      firmata.namespaceURI !== NS.saml ||
      firmata.localName !== 'Assertion' ||
      firmata.getAttribute('ID') !== id ||
      firmata.getAttribute('Version') !== '2.0'
    ) {
      throw new SpidRefusal(
        'STRUTTURA_NON_VALIDA',
        "la firma non copre l'asserzione",
      );
    }
    return firmata;
  }

  /** The pending request this response answers, consumed: a second response to it is a replay. */
  private async pendingRequest(
    response: Element,
    relayState: unknown,
  ): Promise<SpidRequest> {
    const id = attributeOf(response, 'InResponseTo');
    const richiesta = id ? await this.richieste.consume(id) : undefined;
    if (!richiesta || richiesta.tipo !== 'authn')
      throw new SpidRefusal('IN_RESPONSE_TO_SCONOSCIUTO', id);
    if (richiesta.relayState !== relayState)
      throw new SpidRefusal('RELAY_STATE_ERRATO');
    return richiesta;
  }

  private checkIssueInstant(
    emessa: number,
    request: SpidRequest,
    ora: number,
    skew: number,
  ): void {
    if (emessa < request.emessaIl - skew)
      throw new SpidRefusal('EMESSA_PRIMA_DELLA_RICHIESTA');
    if (emessa > ora + skew)
      throw new SpidRefusal('TEMPI_NON_VALIDI', 'emessa nel futuro');
  }

  private subject(
    asserzione: Element,
    request: SpidRequest,
    ora: number,
    skew: number,
  ) {
    const subject = childElement(asserzione, NS.saml, 'Subject');
    const nameId = subject && childElement(subject, NS.saml, 'NameID');
    const valore = textOf(nameId);
    const nameQualifier = attributeOf(nameId, 'NameQualifier');
    if (
      !valore ||
      attributeOf(nameId, 'Format') !== SAML.formatoTransient ||
      !nameQualifier
    ) {
      throw new SpidRefusal('NAMEID_NON_VALIDO');
    }
    const conferma =
      subject && childElement(subject, NS.saml, 'SubjectConfirmation');
    const dati =
      conferma && childElement(conferma, NS.saml, 'SubjectConfirmationData');
    if (!dati || attributeOf(conferma, 'Method') !== SAML.bearer)
      throw new SpidRefusal('SOGGETTO_NON_VALIDO');
    if (attributeOf(dati, 'Recipient') !== this.config.acsUrl)
      throw new SpidRefusal('RECIPIENT_ERRATO');
    if (attributeOf(dati, 'InResponseTo') !== request.id)
      throw new SpidRefusal('SOGGETTO_NON_VALIDO', 'InResponseTo');
    if (
      parseInstant(
        attributeOf(dati, 'NotOnOrAfter'),
        'SubjectConfirmationData NotOnOrAfter',
      ) <=
      ora - skew
    ) {
      throw new SpidRefusal(
        'TEMPI_NON_VALIDI',
        'SubjectConfirmationData scaduta',
      );
    }
    return { nameId: valore, nameQualifier };
  }

  private checkConditions(
    asserzione: Element,
    ora: number,
    skew: number,
  ): void {
    const condizioni = childElement(asserzione, NS.saml, 'Conditions');
    if (!condizioni)
      throw new SpidRefusal('TEMPI_NON_VALIDI', 'Conditions mancanti');
    if (
      parseInstant(attributeOf(condizioni, 'NotBefore'), 'NotBefore') >
      ora + skew
    ) {
      throw new SpidRefusal('TEMPI_NON_VALIDI', 'non ancora valida');
    }
    if (
      parseInstant(attributeOf(condizioni, 'NotOnOrAfter'), 'NotOnOrAfter') <=
      ora - skew
    ) {
      throw new SpidRefusal('TEMPI_NON_VALIDI', 'scaduta');
    }
    const restrizione = childElement(
      condizioni,
      NS.saml,
      'AudienceRestriction',
    );
    const audience = restrizione
      ? childElements(restrizione, NS.saml, 'Audience').map((a) => textOf(a))
      : [];
    if (audience.length !== 1 || audience[0] !== this.config.entityId)
      throw new SpidRefusal('AUDIENCE_ERRATA');
  }

  private authnStatement(asserzione: Element, request: SpidRequest) {
    const statement = childElement(asserzione, NS.saml, 'AuthnStatement');
    const contesto =
      statement && childElement(statement, NS.saml, 'AuthnContext');
    const level = levelFromClassRef(
      textOf(
        contesto && childElement(contesto, NS.saml, 'AuthnContextClassRef'),
      ),
    );
    if (
      !level ||
      !request.livello ||
      !isAtLeastLevel(level, request.livello)
    ) {
      throw new SpidRefusal('LIVELLO_INSUFFICIENTE', level);
    }
    const sessionIndex = attributeOf(statement, 'SessionIndex');
    if (!sessionIndex)
      throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'SessionIndex mancante');
    return { sessionIndex, level };
  }

  /** Exactly the attributes requested, each once with one value. */
  private attributes(asserzione: Element): Record<string, string> {
    const statements = childElements(asserzione, NS.saml, 'AttributeStatement');
    const attributi = statements.flatMap((s) =>
      childElements(s, NS.saml, 'Attribute'),
    );
    const valori: Record<string, string> = {};
    for (const attr of attributi) {
      const nome = attributeOf(attr, 'Name') ?? '';
      const valoriAttr = childElements(attr, NS.saml, 'AttributeValue');
      if (nome in valori || valoriAttr.length !== 1)
        throw new SpidRefusal('ATTRIBUTI_DIVERSI', nome);
      valori[nome] = textOf(valoriAttr[0]) ?? '';
    }
    const ricevuti = Object.keys(valori).sort().join(',');
    if (ricevuti !== [...REQUESTED_ATTRIBUTES].sort().join(','))
      throw new SpidRefusal('ATTRIBUTI_DIVERSI', ricevuti);
    return valori;
  }
}
