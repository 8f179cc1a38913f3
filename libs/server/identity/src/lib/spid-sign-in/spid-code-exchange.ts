import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnauthenticatedError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { SESSIONE_APPLICATIVA, openSession } from '../commands/sign-in/open-session';
import { SignInRefused } from '../domain/sign-in-refused';
import { signInRefusalReason } from '../domain/user.aggregate';
import type { RequestOrigin } from '../credentials/request-origin';
import { userWithGruppo } from '../projections/users.read-model';
import { SessionStore } from '../sessions/session-store';
import { idSessione } from '../sessions/session-token';
import { SpidSignInCodes } from './spid-sign-in-codes';
import { SpidSessions } from './spid-sessions';

export const MESSAGGIO_CODICE_NON_VALIDO = 'Codice non valido o scaduto';

/** SPID session (spec 1 §2: the user menu is enabled only for type A). */
export const SESSIONE_SPID = 'S';

/**
 * GET /api/spidlogin?code=: the single-use code of a SPID sign-in becomes a session of type 'S'
 * bound to the SPID session, recorded as UserSignedIn with metodo SPID; the code of an OIDC
 * sign-in (external-idp/) becomes a session of type 'A' with metodo OIDC.
 */
@Injectable()
export class SpidCodeExchange {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessioni: SessionStore,
    private readonly codici: SpidSignInCodes,
    private readonly sessioniSpid: SpidSessions,
  ) {}

  /** Answers the session token. */
  async scambia(codice: unknown, da: RequestOrigin): Promise<string> {
    const accesso = typeof codice === 'string' ? await this.codici.consuma(codice) : null;
    if (!accesso) throw new UnauthenticatedError(MESSAGGIO_CODICE_NON_VALIDO);
    // the user may have been blocked or deactivated since the IdP answered
    const utente = await userWithGruppo(this.pool, accesso.userId);
    if (!utente) throw new UnauthenticatedError(MESSAGGIO_CODICE_NON_VALIDO);
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) throw new UnauthenticatedError(SignInRefused.per(motivo).messaggio);

    const deps = { uow: this.uow, store: this.store, sessions: this.sessioni };
    const metadata = { userId: utente.id, userName: utente.username, ip: da.ip, userAgent: da.userAgent, correlationId: da.correlationId };
    if (accesso.metodo === 'OIDC') {
      // an OIDC identity manager has no session to leave at logout: an ordinary application session
      const oidc = await openSession(deps, utente, da, metadata, {
        sessionType: SESSIONE_APPLICATIVA,
        evento: { metodo: 'OIDC', idp: accesso.idp },
      });
      return oidc.access_token as string;
    }
    const risposta = await openSession(
      deps,
      utente,
      da,
      metadata,
      {
        sessionType: SESSIONE_SPID,
        spidSession: accesso.spidSession,
        evento: { metodo: 'SPID', livello: accesso.livello, idp: accesso.idp },
      },
    );
    const token = risposta.access_token as string;
    await this.sessioniSpid.collega(accesso.spidSession, idSessione(token), this.sessioni.policy.absoluteMs);
    return token;
  }
}
