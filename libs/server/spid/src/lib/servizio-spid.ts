import { randomBytes } from 'node:crypto';
import { creaAuthnRequest } from './authn/authn-request';
import type { SpidConfig } from './config/spid-config';
import { moduloPostAutomatico, type PaginaHtml } from './http/modulo-post';
import type { IdpRegistry } from './idp/idp-registry';
import { isLivelloSpid } from './livelli-spid';
import {
  creaLogoutRequest,
  creaLogoutResponse,
} from './logout/messaggi-logout';
import {
  leggiLogoutRequest,
  leggiLogoutResponse,
} from './logout/validatore-logout';
import { metadataSp } from './metadata/sp-metadata';
import type { IdentitaSpid } from './response/identita-spid';
import { ValidatoreRisposta } from './response/validatore-risposta';
import type { SpidRequestStore } from './store/spid-request-store';
import type {
  SessioneSpid,
  SpidSessionStore,
} from './store/spid-session-store';

/** A request Registro refuses before talking to any IdP (bad link parameters, unknown session). */
export class RichiestaSpidNonValida extends Error {
  constructor(readonly messaggio: string) {
    super(messaggio);
  }
}

/** How long Registro remembers a SPID session for the logout, seconds. */
const DURATA_SESSIONE_SPID = 24 * 60 * 60;

/** Sign-in and logout with SPID, without any web framework. */
export class ServizioSpid {
  private readonly validatore: ValidatoreRisposta;

  constructor(
    readonly config: SpidConfig,
    readonly idps: IdpRegistry,
    private readonly richieste: SpidRequestStore,
    private readonly sessioni: SpidSessionStore,
  ) {
    this.validatore = new ValidatoreRisposta(config, idps, richieste);
  }

  metadata(): string {
    return metadataSp(this.config);
  }

  elencoIdp(): { entityID: string; name: string }[] {
    return this.idps.elenco();
  }

  /** The page that posts a signed AuthnRequest to the chosen IdP. */
  async avviaAccesso(
    idpEntityId: unknown,
    livello: unknown = 'SpidL2',
  ): Promise<PaginaHtml> {
    const idp =
      typeof idpEntityId === 'string'
        ? this.idps.trova(idpEntityId)
        : undefined;
    if (!idp)
      throw new RichiestaSpidNonValida(
        'Gestore di identità SPID non riconosciuto.',
      );
    if (!isLivelloSpid(livello))
      throw new RichiestaSpidNonValida(
        'Livello SPID non valido: usare SpidL1, SpidL2 o SpidL3.',
      );
    if (!idp.ssoPost)
      throw new RichiestaSpidNonValida(
        'Il gestore SPID scelto non accetta richieste HTTP-POST.',
      );
    const { xml, destinazione, richiesta } = creaAuthnRequest(
      this.config,
      idp,
      livello,
    );
    await this.richieste.salva(richiesta, this.config.durataRichiestaSecondi);
    return moduloPostAutomatico(
      destinazione,
      {
        SAMLRequest: Buffer.from(xml, 'utf8').toString('base64'),
        RelayState: richiesta.relayState,
      },
      'Accesso con SPID in corso',
    );
  }

  /**
   * Validates the IdP's response and records the SPID session. Throws RifiutoSpid when the
   * response must be refused.
   */
  async completaAccesso(
    samlResponse: unknown,
    relayState: unknown,
  ): Promise<{ identita: IdentitaSpid; sessione: SessioneSpid }> {
    const identita = await this.validatore.valida(samlResponse, relayState);
    const sessione: SessioneSpid = {
      id: randomBytes(32).toString('base64url'),
      idp: identita.idp,
      nameId: identita.nameId,
      nameQualifier: identita.nameQualifier,
      sessionIndex: identita.sessionIndex,
    };
    await this.sessioni.salva(sessione, DURATA_SESSIONE_SPID);
    return { identita, sessione };
  }

  /** SP-initiated logout: the page that posts a signed LogoutRequest to the IdP. */
  async avviaLogout(sessioneId: unknown): Promise<PaginaHtml> {
    const sessione =
      typeof sessioneId === 'string' && sessioneId
        ? await this.sessioni.leggi(sessioneId)
        : undefined;
    const idp = sessione && this.idps.trova(sessione.idp);
    if (!sessione || !idp?.sloPost)
      throw new RichiestaSpidNonValida(
        'Sessione SPID non trovata o già chiusa.',
      );
    const { xml, destinazione, richiesta } = creaLogoutRequest(
      this.config,
      idp,
      sessione,
    );
    await this.richieste.salva(richiesta, this.config.durataRichiestaSecondi);
    return moduloPostAutomatico(
      destinazione,
      {
        SAMLRequest: Buffer.from(xml, 'utf8').toString('base64'),
        RelayState: richiesta.relayState,
      },
      'Uscita da SPID in corso',
    );
  }

  /** The IdP answered our LogoutRequest: the SPID session is over. */
  async completaLogout(
    samlResponse: unknown,
  ): Promise<{ sessione?: string; successo: boolean }> {
    const { richiesta, successo } = await leggiLogoutResponse(
      this.config,
      this.idps,
      this.richieste,
      samlResponse,
    );
    if (richiesta.sessione) await this.sessioni.elimina(richiesta.sessione);
    return { sessione: richiesta.sessione, successo };
  }

  /**
   * The IdP asks to end a SPID session: closes it and returns the page posting our signed
   * LogoutResponse back, plus the id of the session that ended (if Registro knew it).
   */
  async logoutDallIdp(
    samlRequest: unknown,
    relayState: unknown,
  ): Promise<{ sessione?: string; pagina: PaginaHtml }> {
    const richiesta = leggiLogoutRequest(this.config, this.idps, samlRequest);
    if (!richiesta.idp.sloPost)
      throw new RichiestaSpidNonValida(
        'Il gestore SPID non ha un SingleLogoutService HTTP-POST.',
      );
    const sessione = await this.sessioni.trovaPerNameId(
      richiesta.idp.entityId,
      richiesta.nameId,
    );
    const corrisponde =
      !!sessione &&
      (!richiesta.sessionIndex ||
        richiesta.sessionIndex === sessione.sessionIndex);
    if (sessione && corrisponde) await this.sessioni.elimina(sessione.id);
    const { xml, destinazione } = creaLogoutResponse(
      this.config,
      richiesta.idp,
      richiesta.id,
      true,
    );
    const campi: Record<string, string> = {
      SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
    };
    if (typeof relayState === 'string' && relayState)
      campi['RelayState'] = relayState;
    return {
      sessione: corrisponde ? sessione?.id : undefined,
      pagina: moduloPostAutomatico(
        destinazione,
        campi,
        'Uscita da SPID in corso',
      ),
    };
  }
}
