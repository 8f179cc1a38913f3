import { Inject, Injectable, Logger } from '@nestjs/common';
import { errors, generators, type BaseClient, type CallbackParamsType, type UserinfoResponse } from 'openid-client';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { PG_POOL, REGISTRO_CONFIG, UnitOfWork, type RegistroConfig } from '@registro/server-platform';
import type { RequestOrigin } from '../credentials/request-origin';
import { SignInRefused } from '../domain/sign-in-refused';
import { signInRefusalReason, type UserCredentials } from '../domain/user.aggregate';
import { SIGNIN_STREAM_TYPE, USER_SIGNED_IN_FAILED, signinStreamId, type UserSignedInFailedData } from '../domain/user.events';
import { credentialsByUsername } from '../projections/users.read-model';
import { userByFiscalCode } from '../queries/user-by-fiscal-code/user-by-fiscal-code';
import { SpidSignInCodes } from '../spid-sign-in/spid-sign-in-codes';
import type { IdentityManagerCallbackQueryDto } from './identity-manager.dto';
import { OidcClient } from './oidc-client';
import { IDENTITY_PROVIDERS, type IdentityProvider } from './oidc-config';
import { OidcRequests } from './oidc-requests';

export const MESSAGGIO_GESTORE_SCONOSCIUTO = 'Gestore delle identità non configurato';
export const MESSAGGIO_RICHIESTA_NON_VALIDA = "Richiesta di accesso non valida o scaduta: ripetere l'accesso";
export const MESSAGGIO_RISPOSTA_NON_VALIDA = 'Risposta del gestore delle identità non valida: accesso non effettuato';
export const MESSAGGIO_ACCESSO_RIFIUTATO = 'Accesso annullato o rifiutato dal gestore delle identità';
export const MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE = 'Gestore delle identità non raggiungibile: riprovare più tardi';
export const MESSAGGIO_UTENTE_SCONOSCIUTO = "Nessun utente di Registro corrisponde a questa identità: contattare l'amministratore";

/** A sign-in the identity-manager flow refuses: the page shows `messaggio` with `status`, no session is opened. */
export class OidcRefusal extends Error {
  constructor(
    readonly status: number,
    readonly messaggio: string,
  ) {
    super(messaggio);
    this.name = 'RifiutoOidc';
  }
}

const textOrEmpty = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Sign-in at an external identity manager over OpenID Connect (authorization code with PKCE S256,
 * state and nonce). A successful callback ends like SPID: a single-use code for GET /api/spidlogin.
 */
@Injectable()
export class OidcSignIn {
  private readonly logger = new Logger('AccessoOidc');
  private readonly publicUrl: string;

  constructor(
    @Inject(IDENTITY_PROVIDERS) private readonly gestori: IdentityProvider[],
    @Inject(REGISTRO_CONFIG) config: RegistroConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly clients: OidcClient,
    private readonly richieste: OidcRequests,
    private readonly codici: SpidSignInCodes,
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  private get redirectUri(): string {
    return this.clients.redirectUri;
  }

  provider(clientId: unknown): IdentityProvider | undefined {
    return typeof clientId === 'string' ? this.gestori.find((g) => g.clientId === clientId) : undefined;
  }

  /** Cookies of the flow need `Secure` when Registro is served over https. */
  get https(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /** The identity manager's authorization URL for a new sign-in, and its state (for the browser's cookie). */
  async start(clientId: unknown): Promise<{ url: string; state: string }> {
    const gestore = this.provider(clientId);
    if (!gestore) throw new OidcRefusal(404, MESSAGGIO_GESTORE_SCONOSCIUTO);
    const client = await this.client(gestore);
    const state = generators.state();
    const nonce = generators.nonce();
    const codeVerifier = generators.codeVerifier();
    await this.richieste.save(state, { clientId: gestore.clientId, nonce, codeVerifier });
    const url = client.authorizationUrl({
      redirect_uri: this.redirectUri,
      scope: gestore.scopes.join(' '),
      state,
      nonce,
      code_challenge: generators.codeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state };
  }

  /**
   * The callback: checks everything, then answers where the browser goes with its single-use code.
   * `browserState` is the state this browser's cookie remembers from its own login.
   */
  async completa(query: IdentityManagerCallbackQueryDto, browserState: string | undefined, da: RequestOrigin): Promise<string> {
    const state = query.state ?? '';
    const richiesta = state && state === browserState ? await this.richieste.consuma(state) : null;
    const gestore = richiesta && this.provider(richiesta.clientId);
    if (!richiesta || !gestore) throw new OidcRefusal(400, MESSAGGIO_RICHIESTA_NON_VALIDA);
    const client = await this.client(gestore);

    const params: CallbackParamsType = {};
    for (const nome of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
      if (query[nome] !== undefined) params[nome] = query[nome];
    }
    let claims: Record<string, unknown>;
    try {
      const tokenSet = await client.callback(this.redirectUri, params, {
        response_type: 'code',
        state: state,
        nonce: richiesta.nonce,
        code_verifier: richiesta.codeVerifier,
      });
      claims = { ...tokenSet.claims() };
      const mancano = claims[gestore.claimUsername] === undefined && claims[gestore.claimCodiceFiscale] === undefined;
      if (mancano && tokenSet.access_token && client.issuer.metadata.userinfo_endpoint) {
        // with the code flow most providers put profile claims in userinfo only (sub is checked)
        const userinfo: UserinfoResponse = await client.userinfo(tokenSet);
        claims = { ...userinfo, ...claims };
      }
    } catch (e) {
      if (e instanceof errors.OPError) {
        this.logger.warn(`Accesso OIDC (${gestore.clientId}) rifiutato dal gestore: ${e.message}`);
        throw new OidcRefusal(401, MESSAGGIO_ACCESSO_RIFIUTATO);
      }
      if (e instanceof errors.RPError) {
        this.logger.warn(`Accesso OIDC (${gestore.clientId}) con risposta non valida: ${e.message}`);
        throw new OidcRefusal(401, MESSAGGIO_RISPOSTA_NON_VALIDA);
      }
      this.logger.error(`Accesso OIDC (${gestore.clientId}) non riuscito: ${(e as Error).message}`);
      throw new OidcRefusal(502, MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE);
    }

    const utente = await this.userFor(gestore, claims);
    if (!utente) throw new OidcRefusal(403, MESSAGGIO_UTENTE_SCONOSCIUTO);
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) {
      await this.recordDeniedAccess(utente, { ip: da.ip, userAgent: da.userAgent, motivo });
      throw new OidcRefusal(403, SignInRefused.per(motivo).messaggio);
    }
    const code = await this.codici.create({ metodo: 'OIDC', userId: utente.id, username: utente.username, idp: gestore.clientId });
    return `${this.publicUrl}/login?code=${encodeURIComponent(code)}`;
  }

  /** The Registro user named by the username claim, else the one whose profile carries the fiscal code claim. */
  private async userFor(gestore: IdentityProvider, claims: Record<string, unknown>): Promise<UserCredentials | null> {
    const username = textOrEmpty(claims[gestore.claimUsername]).trim();
    const perUsername = username ? await credentialsByUsername(this.pool, username) : null;
    if (perUsername) return perUsername;
    const cf = textOrEmpty(claims[gestore.claimCodiceFiscale])
      .trim()
      .replace(/^TINIT-/i, '');
    return cf ? userByFiscalCode(this.pool, cf) : null;
  }

  private async client(gestore: IdentityProvider): Promise<BaseClient> {
    try {
      return await this.clients.per(gestore);
    } catch (e) {
      this.logger.error(`Gestore delle identità ${gestore.clientId} (${gestore.issuer}) non raggiungibile: ${(e as Error).message}`);
      throw new OidcRefusal(502, MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE);
    }
  }

  private async recordDeniedAccess(user: UserCredentials, data: UserSignedInFailedData): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.store.append(tx, signinStreamId(user.id), SIGNIN_STREAM_TYPE, [{ type: USER_SIGNED_IN_FAILED, data }], 'any', {
        userId: user.id,
        userName: user.username,
        ip: data.ip,
        userAgent: data.userAgent,
      });
    });
  }
}
