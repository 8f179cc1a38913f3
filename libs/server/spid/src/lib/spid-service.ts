import { randomBytes } from 'node:crypto';
import { createAuthnRequest } from './authn/authn-request';
import type { SpidConfig } from './config/spid-config';
import { autoPostForm, type HtmlPage } from './http/post-form';
import type { IdpRegistry } from './idp/idp-registry';
import { isSpidLevel } from './spid-levels';
import {
  createLogoutRequest,
  createLogoutResponse,
} from './logout/logout-messages';
import {
  readLogoutRequest,
  readLogoutResponse,
} from './logout/logout-validator';
import { spMetadata } from './metadata/sp-metadata';
import type { SpidIdentity } from './response/spid-identity';
import { ResponseValidator } from './response/response-validator';
import type { SpidRequestStore } from './store/spid-request-store';
import type { SpidSession, SpidSessionStore } from './store/spid-session-store';

/** A request Registro refuses before talking to any IdP (bad link parameters, unknown session). */
export class InvalidSpidRequest extends Error {
  constructor(readonly messaggio: string) {
    super(messaggio);
  }
}

/** How long Registro remembers a SPID session for the logout, seconds. */
const SPID_SESSION_TTL_SECONDS = 24 * 60 * 60;

/** Sign-in and logout with SPID, without any web framework. */
export class SpidService {
  private readonly validatore: ResponseValidator;

  constructor(
    readonly config: SpidConfig,
    readonly idps: IdpRegistry,
    private readonly richieste: SpidRequestStore,
    private readonly sessioni: SpidSessionStore,
  ) {
    this.validatore = new ResponseValidator(config, idps, richieste);
  }

  metadata(): string {
    return spMetadata(this.config);
  }

  listIdps(): { entityID: string; name: string }[] {
    return this.idps.list();
  }

  /** The page that posts a signed AuthnRequest to the chosen IdP. */
  async startSignIn(
    idpEntityId: unknown,
    livello: unknown = 'SpidL2',
  ): Promise<HtmlPage> {
    const idp =
      typeof idpEntityId === 'string' ? this.idps.find(idpEntityId) : undefined;
    if (!idp)
      throw new InvalidSpidRequest(
        'Gestore di identità SPID non riconosciuto.',
      );
    if (!isSpidLevel(livello))
      throw new InvalidSpidRequest(
        'Livello SPID non valido: usare SpidL1, SpidL2 o SpidL3.',
      );
    if (!idp.ssoPost)
      throw new InvalidSpidRequest(
        'Il gestore SPID scelto non accetta richieste HTTP-POST.',
      );
    const { xml, destinazione, richiesta } = createAuthnRequest(
      this.config,
      idp,
      livello,
    );
    await this.richieste.save(richiesta, this.config.durataRichiestaSecondi);
    return autoPostForm(
      destinazione,
      {
        SAMLRequest: Buffer.from(xml, 'utf8').toString('base64'),
        RelayState: richiesta.relayState,
      },
      'Accesso con SPID in corso',
    );
  }

  /**
   * Validates the IdP's response and records the SPID session. Throws SpidRefusal when the
   * response must be refused.
   */
  async completeSignIn(
    samlResponse: unknown,
    relayState: unknown,
  ): Promise<{ identita: SpidIdentity; sessione: SpidSession }> {
    const identita = await this.validatore.validate(samlResponse, relayState);
    const sessione: SpidSession = {
      id: randomBytes(32).toString('base64url'),
      idp: identita.idp,
      nameId: identita.nameId,
      nameQualifier: identita.nameQualifier,
      sessionIndex: identita.sessionIndex,
    };
    await this.sessioni.save(sessione, SPID_SESSION_TTL_SECONDS);
    return { identita, sessione };
  }

  /** SP-initiated logout: the page that posts a signed LogoutRequest to the IdP. */
  async startLogout(sessioneId: unknown): Promise<HtmlPage> {
    const sessione =
      typeof sessioneId === 'string' && sessioneId
        ? await this.sessioni.get(sessioneId)
        : undefined;
    const idp = sessione && this.idps.find(sessione.idp);
    if (!sessione || !idp?.sloPost)
      throw new InvalidSpidRequest('Sessione SPID non trovata o già chiusa.');
    const { xml, destinazione, richiesta } = createLogoutRequest(
      this.config,
      idp,
      sessione,
    );
    await this.richieste.save(richiesta, this.config.durataRichiestaSecondi);
    return autoPostForm(
      destinazione,
      {
        SAMLRequest: Buffer.from(xml, 'utf8').toString('base64'),
        RelayState: richiesta.relayState,
      },
      'Uscita da SPID in corso',
    );
  }

  /** The IdP answered our LogoutRequest: the SPID session is over. */
  async completeLogout(
    samlResponse: unknown,
  ): Promise<{ sessione?: string; successo: boolean }> {
    const { richiesta, successo } = await readLogoutResponse(
      this.config,
      this.idps,
      this.richieste,
      samlResponse,
    );
    if (richiesta.sessione) await this.sessioni.delete(richiesta.sessione);
    return { sessione: richiesta.sessione, successo };
  }

  /**
   * The IdP asks to end a SPID session: closes it and returns the page posting our signed
   * LogoutResponse back, plus the id of the session that ended (if Registro knew it).
   */
  async logoutFromIdp(
    samlRequest: unknown,
    relayState: unknown,
  ): Promise<{ sessione?: string; pagina: HtmlPage }> {
    const richiesta = readLogoutRequest(this.config, this.idps, samlRequest);
    if (!richiesta.idp.sloPost)
      throw new InvalidSpidRequest(
        'Il gestore SPID non ha un SingleLogoutService HTTP-POST.',
      );
    const sessione = await this.sessioni.findByNameId(
      richiesta.idp.entityId,
      richiesta.nameId,
    );
    const corrisponde =
      !!sessione &&
      (!richiesta.sessionIndex ||
        richiesta.sessionIndex === sessione.sessionIndex);
    if (sessione && corrisponde) await this.sessioni.delete(sessione.id);
    const { xml, destinazione } = createLogoutResponse(
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
      pagina: autoPostForm(destinazione, campi, 'Uscita da SPID in corso'),
    };
  }
}
