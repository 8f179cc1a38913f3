import { Inject, Injectable, Logger } from '@nestjs/common';
import { errors, generators, type BaseClient, type CallbackParamsType, type UserinfoResponse } from 'openid-client';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { PG_POOL, REGISTRO_CONFIG, UnitOfWork, type RegistroConfig } from '@registro/server-platform';
import { riprovaSeConflitto } from '../commands/retry-on-conflict';
import type { Provenienza } from '../credentials/provenienza';
import { AccessoNegato } from '../domain/accesso-negato';
import { motivoAccessoNegato, type CredenzialiUtente } from '../domain/user.aggregate';
import { USER_SIGNED_IN_FAILED, USER_STREAM_TYPE, userStreamId, type UserSignedInFailedData } from '../domain/user.events';
import { credenzialiPerUsername } from '../projections/utenti.read-model';
import { utentePerCodiceFiscale } from '../queries/user-by-fiscal-code/utente-per-codice-fiscale';
import { CodiciAccessoSpid } from '../spid-sign-in/codici-accesso-spid';
import { ClientOidc } from './client-oidc';
import { GESTORI_IDENTITA, type GestoreIdentita } from './configurazione-oidc';
import { RichiesteOidc } from './richieste-oidc';

export const MESSAGGIO_GESTORE_SCONOSCIUTO = 'Gestore delle identità non configurato';
export const MESSAGGIO_RICHIESTA_NON_VALIDA = "Richiesta di accesso non valida o scaduta: ripetere l'accesso";
export const MESSAGGIO_RISPOSTA_NON_VALIDA = 'Risposta del gestore delle identità non valida: accesso non effettuato';
export const MESSAGGIO_ACCESSO_RIFIUTATO = 'Accesso annullato o rifiutato dal gestore delle identità';
export const MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE = 'Gestore delle identità non raggiungibile: riprovare più tardi';
export const MESSAGGIO_UTENTE_SCONOSCIUTO = "Nessun utente di Registro corrisponde a questa identità: contattare l'amministratore";

/** A sign-in the identity-manager flow refuses: the page shows `messaggio` with `status`, no session is opened. */
export class RifiutoOidc extends Error {
  constructor(
    readonly status: number,
    readonly messaggio: string,
  ) {
    super(messaggio);
    this.name = 'RifiutoOidc';
  }
}

const testoOVuoto = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Sign-in at an external identity manager over OpenID Connect (authorization code with PKCE S256,
 * state and nonce). A successful callback ends like SPID: a single-use code for GET /api/spidlogin.
 */
@Injectable()
export class AccessoOidc {
  private readonly logger = new Logger('AccessoOidc');
  private readonly publicUrl: string;

  constructor(
    @Inject(GESTORI_IDENTITA) private readonly gestori: GestoreIdentita[],
    @Inject(REGISTRO_CONFIG) config: RegistroConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly clients: ClientOidc,
    private readonly richieste: RichiesteOidc,
    private readonly codici: CodiciAccessoSpid,
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  private get redirectUri(): string {
    return this.clients.redirectUri;
  }

  gestore(clientId: unknown): GestoreIdentita | undefined {
    return typeof clientId === 'string' ? this.gestori.find((g) => g.clientId === clientId) : undefined;
  }

  /** Cookies of the flow need `Secure` when Registro is served over https. */
  get https(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /** The identity manager's authorization URL for a new sign-in, and its state (for the browser's cookie). */
  async avvia(clientId: unknown): Promise<{ url: string; state: string }> {
    const gestore = this.gestore(clientId);
    if (!gestore) throw new RifiutoOidc(404, MESSAGGIO_GESTORE_SCONOSCIUTO);
    const client = await this.client(gestore);
    const state = generators.state();
    const nonce = generators.nonce();
    const codeVerifier = generators.codeVerifier();
    await this.richieste.salva(state, { clientId: gestore.clientId, nonce, codeVerifier });
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
   * `stateDelBrowser` is the state this browser's cookie remembers from its own login.
   */
  async completa(query: Record<string, unknown>, stateDelBrowser: string | undefined, da: Provenienza): Promise<string> {
    const state = testoOVuoto(query['state']);
    const richiesta = state && state === stateDelBrowser ? await this.richieste.consuma(state) : null;
    const gestore = richiesta && this.gestore(richiesta.clientId);
    if (!richiesta || !gestore) throw new RifiutoOidc(400, MESSAGGIO_RICHIESTA_NON_VALIDA);
    const client = await this.client(gestore);

    const params: CallbackParamsType = {};
    for (const nome of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
      if (typeof query[nome] === 'string') params[nome] = query[nome] as string;
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
        throw new RifiutoOidc(401, MESSAGGIO_ACCESSO_RIFIUTATO);
      }
      if (e instanceof errors.RPError) {
        this.logger.warn(`Accesso OIDC (${gestore.clientId}) con risposta non valida: ${e.message}`);
        throw new RifiutoOidc(401, MESSAGGIO_RISPOSTA_NON_VALIDA);
      }
      this.logger.error(`Accesso OIDC (${gestore.clientId}) non riuscito: ${(e as Error).message}`);
      throw new RifiutoOidc(502, MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE);
    }

    const utente = await this.utentePer(gestore, claims);
    if (!utente) throw new RifiutoOidc(403, MESSAGGIO_UTENTE_SCONOSCIUTO);
    const motivo = motivoAccessoNegato(utente, new Date());
    if (motivo) {
      await this.registraAccessoNegato(utente, { ip: da.ip, userAgent: da.userAgent, motivo });
      throw new RifiutoOidc(403, AccessoNegato.per(motivo).messaggio);
    }
    const code = await this.codici.crea({ metodo: 'OIDC', userId: utente.id, username: utente.username, idp: gestore.clientId });
    return `${this.publicUrl}/login?code=${encodeURIComponent(code)}`;
  }

  /** The Registro user named by the username claim, else the one whose profile carries the fiscal code claim. */
  private async utentePer(gestore: GestoreIdentita, claims: Record<string, unknown>): Promise<CredenzialiUtente | null> {
    const username = testoOVuoto(claims[gestore.claimUsername]).trim();
    const perUsername = username ? await credenzialiPerUsername(this.pool, username) : null;
    if (perUsername) return perUsername;
    const cf = testoOVuoto(claims[gestore.claimCodiceFiscale])
      .trim()
      .replace(/^TINIT-/i, '');
    return cf ? utentePerCodiceFiscale(this.pool, cf) : null;
  }

  private async client(gestore: GestoreIdentita): Promise<BaseClient> {
    try {
      return await this.clients.per(gestore);
    } catch (e) {
      this.logger.error(`Gestore delle identità ${gestore.clientId} (${gestore.issuer}) non raggiungibile: ${(e as Error).message}`);
      throw new RifiutoOidc(502, MESSAGGIO_GESTORE_NON_RAGGIUNGIBILE);
    }
  }

  private async registraAccessoNegato(utente: CredenzialiUtente, data: UserSignedInFailedData): Promise<void> {
    await riprovaSeConflitto(() =>
      this.uow.run(async (tx) => {
        await this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_SIGNED_IN_FAILED, data: { ...data } }], 'any', {
          userId: utente.id,
          userName: utente.username,
          ip: data.ip,
          userAgent: data.userAgent,
        });
      }),
    );
  }
}
