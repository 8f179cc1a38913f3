import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { haPermesso } from '@registro/contracts';
import { ACCESSO_METADATA, type RegolaAccesso } from './access.decorators';
import {
  SESSION_RESOLVER,
  type SessionResolver,
} from './session-resolver.port';
import type { RichiestaAutenticata } from './utente-corrente.decorator';
import { tokenRichiesta } from './token-richiesta';
import { ErroreNonAutenticato, ErrorePermesso } from '../errors/errori';

/**
 * Deny by default: a handler without @Pubblico(), @Autenticato() or @RichiedePermesso() answers
 * 403. The others need a session resolved by the identity context's SESSION_RESOLVER.
 */
@Injectable()
export class GuardiaAccesso implements CanActivate {
  private resolver: SessionResolver | null | undefined;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // socket.io gateways authenticate their handshake themselves
    if (context.getType() !== 'http') return true;
    const regola = this.reflector.getAllAndOverride<RegolaAccesso | undefined>(
      ACCESSO_METADATA,
      [context.getHandler(), context.getClass()],
    );
    if (!regola) throw new ErrorePermesso('Accesso negato');
    if (regola.tipo === 'pubblico') return true;

    const req = context
      .switchToHttp()
      .getRequest<Request & RichiestaAutenticata>();
    const token = tokenRichiesta(req);
    const user = token ? await this.sessionResolver()?.resolve(token) : null;
    if (!user) throw new ErroreNonAutenticato('Sessione non valida o scaduta');
    req.user = user;

    if (
      regola.tipo === 'permesso' &&
      !haPermesso(user.permessi, regola.sezione, regola.permesso)
    ) {
      throw new ErrorePermesso(
        `Permesso negato: ${regola.permesso} su ${regola.sezione}`,
      );
    }
    return true;
  }

  /** Bound by IdentityModule; looked up lazily so the platform does not depend on identity. */
  private sessionResolver(): SessionResolver | null {
    if (this.resolver === undefined) {
      try {
        this.resolver = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, {
          strict: false,
        });
      } catch {
        this.resolver = null;
      }
    }
    return this.resolver;
  }
}
