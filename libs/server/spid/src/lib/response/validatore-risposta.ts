import {
  ATTRIBUTI_RICHIESTI,
  codiceFiscaleDaFiscalNumber,
} from '../attributi-spid';
import type { SpidConfig } from '../config/spid-config';
import type { IdentityProvider } from '../idp/idp-metadata';
import type { IdpRegistry } from '../idp/idp-registry';
import { almenoLivello, livelloDaClassRef } from '../livelli-spid';
import type {
  RichiestaSpid,
  SpidRequestStore,
} from '../store/spid-request-store';
import { verificaFirma } from '../xml/firma-xml';
import { NS, SAML } from '../xml/namespaces';
import {
  attributo,
  figli,
  figlio,
  parseXmlSicuro,
  testo,
} from '../xml/xml-sicuro';
import {
  controllaStruttura,
  documentoDaBase64,
  istante,
  unicaAsserzione,
} from './controlli-struttura';
import type { IdentitaSpid } from './identita-spid';
import { ANOMALIE_SPID, RifiutoSpid } from './rifiuto-spid';

/**
 * Validates the IdP's Response posted to our ACS, following the SPID technical rules. Everything
 * about the user is read from the canonical XML of the signed assertion, never from the posted
 * document. Throws RifiutoSpid with the reason.
 */
export class ValidatoreRisposta {
  constructor(
    private readonly config: SpidConfig,
    private readonly idps: IdpRegistry,
    private readonly richieste: SpidRequestStore,
  ) {}

  async valida(
    samlResponse: unknown,
    relayState: unknown,
    adesso: Date = new Date(),
  ): Promise<IdentitaSpid> {
    const { xml, doc } = documentoDaBase64(samlResponse);
    const risposta = doc.documentElement;
    if (
      risposta.namespaceURI !== NS.samlp ||
      risposta.localName !== 'Response' ||
      risposta.getAttribute('Version') !== '2.0'
    ) {
      throw new RifiutoSpid(
        'STRUTTURA_NON_VALIDA',
        'non è una Response SAML 2.0',
      );
    }
    const idRisposta = attributo(risposta, 'ID');
    if (!idRisposta)
      throw new RifiutoSpid('STRUTTURA_NON_VALIDA', 'Response senza ID');
    controllaStruttura(risposta);

    const richiesta = await this.richiestaRisolta(risposta, relayState);
    const idp = this.idps.trova(richiesta.idp);
    if (!idp) throw new RifiutoSpid('IDP_SCONOSCIUTO', richiesta.idp);
    const issuer = figlio(risposta, NS.saml, 'Issuer');
    const formatoIssuer = attributo(issuer, 'Format');
    if (
      testo(issuer) !== idp.entityId ||
      (formatoIssuer !== undefined && formatoIssuer !== SAML.formatoEntity)
    ) {
      throw new RifiutoSpid('ISSUER_RISPOSTA_ERRATO');
    }
    const stato = figlio(risposta, NS.samlp, 'Status');
    const codiceStato = stato && figlio(stato, NS.samlp, 'StatusCode');
    if (attributo(codiceStato, 'Value') !== SAML.statoSuccesso) {
      const anomalia =
        ANOMALIE_SPID[
          testo(stato && figlio(stato, NS.samlp, 'StatusMessage')) ?? ''
        ];
      throw new RifiutoSpid(
        'STATO_NON_SUCCESSO',
        attributo(codiceStato, 'Value'),
        anomalia,
      );
    }

    const asserzioneNelDocumento = unicaAsserzione(risposta);
    this.verificaFirmaRisposta(xml, risposta, idRisposta, idp);
    const asserzione = this.asserzioneFirmata(xml, asserzioneNelDocumento, idp);

    const skew = this.config.tolleranzaOrologioSecondi * 1000;
    const ora = adesso.getTime();
    if (attributo(risposta, 'Destination') !== this.config.acsUrl)
      throw new RifiutoSpid('DESTINATION_ERRATA');
    this.controllaIstanteEmissione(
      istante(attributo(risposta, 'IssueInstant'), 'IssueInstant'),
      richiesta,
      ora,
      skew,
    );

    const issuerAsserzione = figlio(asserzione, NS.saml, 'Issuer');
    if (
      testo(issuerAsserzione) !== idp.entityId ||
      attributo(issuerAsserzione, 'Format') !== SAML.formatoEntity
    ) {
      throw new RifiutoSpid('ISSUER_ASSERZIONE_ERRATO');
    }
    this.controllaIstanteEmissione(
      istante(attributo(asserzione, 'IssueInstant'), 'IssueInstant'),
      richiesta,
      ora,
      skew,
    );

    const soggetto = this.soggetto(asserzione, richiesta, ora, skew);
    this.controllaCondizioni(asserzione, ora, skew);
    const { sessionIndex, level } = this.autenticazione(asserzione, richiesta);
    const attributi = this.attributi(asserzione);
    const fiscalNumber = codiceFiscaleDaFiscalNumber(
      attributi['fiscalNumber'] ?? '',
    );
    if (!/^[A-Z0-9]{11,16}$/.test(fiscalNumber))
      throw new RifiutoSpid('CODICE_FISCALE_MANCANTE');
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
  private verificaFirmaRisposta(
    xml: string,
    risposta: Element,
    id: string,
    idp: IdentityProvider,
  ): void {
    const firme = figli(risposta, NS.ds, 'Signature');
    if (firme.length === 0) return;
    if (firme.length > 1)
      throw new RifiutoSpid('STRUTTURA_NON_VALIDA', 'più firme sulla Response');
    const esito = verificaFirma(xml, firme[0], id, idp.certificati);
    if (!esito.valida) {
      throw new RifiutoSpid(
        esito.motivo === 'riferimento'
          ? 'STRUTTURA_NON_VALIDA'
          : 'FIRMA_NON_VALIDA',
        'Response',
      );
    }
  }

  /** Verifies the assertion's signature and returns the assertion re-read from what was signed. */
  private asserzioneFirmata(
    xml: string,
    asserzione: Element,
    idp: IdentityProvider,
  ): Element {
    const id = attributo(asserzione, 'ID');
    if (!id)
      throw new RifiutoSpid('STRUTTURA_NON_VALIDA', 'asserzione senza ID');
    const firme = figli(asserzione, NS.ds, 'Signature');
    if (firme.length === 0) throw new RifiutoSpid('ASSERZIONE_NON_FIRMATA');
    if (firme.length > 1)
      throw new RifiutoSpid(
        'STRUTTURA_NON_VALIDA',
        "più firme sull'asserzione",
      );
    const esito = verificaFirma(xml, firme[0], id, idp.certificati);
    if (!esito.valida) {
      throw new RifiutoSpid(
        esito.motivo === 'riferimento'
          ? 'STRUTTURA_NON_VALIDA'
          : 'FIRMA_NON_VALIDA',
        'Assertion',
      );
    }
    const firmata = parseXmlSicuro(esito.riferimentoFirmato).documentElement;
    if (
      firmata.namespaceURI !== NS.saml ||
      firmata.localName !== 'Assertion' ||
      firmata.getAttribute('ID') !== id ||
      firmata.getAttribute('Version') !== '2.0'
    ) {
      throw new RifiutoSpid(
        'STRUTTURA_NON_VALIDA',
        "la firma non copre l'asserzione",
      );
    }
    return firmata;
  }

  /** The pending request this response answers, consumed: a second response to it is a replay. */
  private async richiestaRisolta(
    risposta: Element,
    relayState: unknown,
  ): Promise<RichiestaSpid> {
    const id = attributo(risposta, 'InResponseTo');
    const richiesta = id ? await this.richieste.consuma(id) : undefined;
    if (!richiesta || richiesta.tipo !== 'authn')
      throw new RifiutoSpid('IN_RESPONSE_TO_SCONOSCIUTO', id);
    if (richiesta.relayState !== relayState)
      throw new RifiutoSpid('RELAY_STATE_ERRATO');
    return richiesta;
  }

  private controllaIstanteEmissione(
    emessa: number,
    richiesta: RichiestaSpid,
    ora: number,
    skew: number,
  ): void {
    if (emessa < richiesta.emessaIl - skew)
      throw new RifiutoSpid('EMESSA_PRIMA_DELLA_RICHIESTA');
    if (emessa > ora + skew)
      throw new RifiutoSpid('TEMPI_NON_VALIDI', 'emessa nel futuro');
  }

  private soggetto(
    asserzione: Element,
    richiesta: RichiestaSpid,
    ora: number,
    skew: number,
  ) {
    const subject = figlio(asserzione, NS.saml, 'Subject');
    const nameId = subject && figlio(subject, NS.saml, 'NameID');
    const valore = testo(nameId);
    const nameQualifier = attributo(nameId, 'NameQualifier');
    if (
      !valore ||
      attributo(nameId, 'Format') !== SAML.formatoTransient ||
      !nameQualifier
    ) {
      throw new RifiutoSpid('NAMEID_NON_VALIDO');
    }
    const conferma = subject && figlio(subject, NS.saml, 'SubjectConfirmation');
    const dati =
      conferma && figlio(conferma, NS.saml, 'SubjectConfirmationData');
    if (!dati || attributo(conferma, 'Method') !== SAML.bearer)
      throw new RifiutoSpid('SOGGETTO_NON_VALIDO');
    if (attributo(dati, 'Recipient') !== this.config.acsUrl)
      throw new RifiutoSpid('RECIPIENT_ERRATO');
    if (attributo(dati, 'InResponseTo') !== richiesta.id)
      throw new RifiutoSpid('SOGGETTO_NON_VALIDO', 'InResponseTo');
    if (
      istante(
        attributo(dati, 'NotOnOrAfter'),
        'SubjectConfirmationData NotOnOrAfter',
      ) <=
      ora - skew
    ) {
      throw new RifiutoSpid(
        'TEMPI_NON_VALIDI',
        'SubjectConfirmationData scaduta',
      );
    }
    return { nameId: valore, nameQualifier };
  }

  private controllaCondizioni(
    asserzione: Element,
    ora: number,
    skew: number,
  ): void {
    const condizioni = figlio(asserzione, NS.saml, 'Conditions');
    if (!condizioni)
      throw new RifiutoSpid('TEMPI_NON_VALIDI', 'Conditions mancanti');
    if (istante(attributo(condizioni, 'NotBefore'), 'NotBefore') > ora + skew) {
      throw new RifiutoSpid('TEMPI_NON_VALIDI', 'non ancora valida');
    }
    if (
      istante(attributo(condizioni, 'NotOnOrAfter'), 'NotOnOrAfter') <=
      ora - skew
    ) {
      throw new RifiutoSpid('TEMPI_NON_VALIDI', 'scaduta');
    }
    const restrizione = figlio(condizioni, NS.saml, 'AudienceRestriction');
    const audience = restrizione
      ? figli(restrizione, NS.saml, 'Audience').map((a) => testo(a))
      : [];
    if (audience.length !== 1 || audience[0] !== this.config.entityId)
      throw new RifiutoSpid('AUDIENCE_ERRATA');
  }

  private autenticazione(asserzione: Element, richiesta: RichiestaSpid) {
    const statement = figlio(asserzione, NS.saml, 'AuthnStatement');
    const contesto = statement && figlio(statement, NS.saml, 'AuthnContext');
    const level = livelloDaClassRef(
      testo(contesto && figlio(contesto, NS.saml, 'AuthnContextClassRef')),
    );
    if (
      !level ||
      !richiesta.livello ||
      !almenoLivello(level, richiesta.livello)
    ) {
      throw new RifiutoSpid('LIVELLO_INSUFFICIENTE', level);
    }
    const sessionIndex = attributo(statement, 'SessionIndex');
    if (!sessionIndex)
      throw new RifiutoSpid('STRUTTURA_NON_VALIDA', 'SessionIndex mancante');
    return { sessionIndex, level };
  }

  /** Exactly the attributes requested, each once with one value. */
  private attributi(asserzione: Element): Record<string, string> {
    const statements = figli(asserzione, NS.saml, 'AttributeStatement');
    const attributi = statements.flatMap((s) => figli(s, NS.saml, 'Attribute'));
    const valori: Record<string, string> = {};
    for (const attr of attributi) {
      const nome = attributo(attr, 'Name') ?? '';
      const valoriAttr = figli(attr, NS.saml, 'AttributeValue');
      if (nome in valori || valoriAttr.length !== 1)
        throw new RifiutoSpid('ATTRIBUTI_DIVERSI', nome);
      valori[nome] = testo(valoriAttr[0]) ?? '';
    }
    const ricevuti = Object.keys(valori).sort().join(',');
    if (ricevuti !== [...ATTRIBUTI_RICHIESTI].sort().join(','))
      throw new RifiutoSpid('ATTRIBUTI_DIVERSI', ricevuti);
    return valori;
  }
}
