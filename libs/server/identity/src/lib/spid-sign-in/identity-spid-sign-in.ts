import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { PG_POOL, UnitOfWork } from '@registro/server-platform';
import type { SpidSignInIdentity, SpidSignIn } from '@registro/server-spid';
import { SignInRefused } from '../domain/sign-in-refused';
import { signInRefusalReason } from '../domain/user.aggregate';
import {
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  SIGNIN_STREAM_TYPE,
  signinStreamId,
  type SigninEvent,
  type UserSignedInFailedData,
  type UserSignedOutData,
} from '../domain/user.events';
import { userByFiscalCode } from '../queries/user-by-fiscal-code/user-by-fiscal-code';
import { SessionStore } from '../sessions/session-store';
import { SpidSignInCodes } from './spid-sign-in-codes';
import { SpidSessions } from './spid-sessions';

export const MESSAGGIO_CODICE_FISCALE_SCONOSCIUTO = 'Nessun utente registrato con questo codice fiscale';

/**
 * The SPID_SIGN_IN port: after the ACS accepted a response, the user whose profile carries that
 * fiscal code gets a single-use code (exchanged by GET /api/spidlogin); an unknown code or a user
 * who may not sign in gets the Italian message the ACS shows.
 */
@Injectable()
export class IdentitySpidSignIn implements SpidSignIn {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly codici: SpidSignInCodes,
    private readonly sessioni: SessionStore,
    private readonly sessioniSpid: SpidSessions,
  ) {}

  async signInWithFiscalCode(cf: string, identity: SpidSignInIdentity): Promise<{ code: string } | { errore: string }> {
    const utente = await userByFiscalCode(this.pool, cf);
    if (!utente) return { errore: MESSAGGIO_CODICE_FISCALE_SCONOSCIUTO };
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) {
      const data: UserSignedInFailedData = { ip: '', userAgent: '', motivo };
      await this.record(utente.id, utente.username, { type: USER_SIGNED_IN_FAILED, data });
      return { errore: SignInRefused.per(motivo).messaggio };
    }
    const code = await this.codici.create({
      userId: utente.id,
      username: utente.username,
      spidSession: identity.spidSession,
      livello: identity.level,
      idp: identity.idp,
    });
    return { code };
  }

  /** The IdP ended the SPID session: the Registro session opened with it ends too. */
  async endSpidSession(spidSession: string): Promise<void> {
    const sessionId = await this.sessioniSpid.scollega(spidSession);
    const sessione = sessionId ? await this.sessioni.peek(sessionId) : null;
    if (!sessionId || !sessione) return;
    const data: UserSignedOutData = { sessionId };
    await this.record(sessione.userId, sessione.username, { type: USER_SIGNED_OUT, data }, async () => {
      await this.sessioni.delete(sessionId);
    });
  }

  private async record(
    userId: number,
    username: string,
    evento: SigninEvent,
    poi: () => Promise<void> = async () => undefined,
  ): Promise<void> {
    const metadata: EventMetadata = { userId, userName: username };
    await this.uow.run(async (tx) => {
      await this.store.append(tx, signinStreamId(userId), SIGNIN_STREAM_TYPE, [evento], 'any', metadata);
      await poi();
    });
  }
}
