import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { haPermesso } from '@registro/contracts';
import { ACCESSO_METADATA, type RegolaAccesso } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { STRATEGIA_SESSIONE } from './strategia-sessione';
import type { RichiestaAutenticata } from './utente-corrente.decorator';
import { ErroreNonAutenticato, ErrorePermesso } from '../errors/errori';

/**
 * Deny by default: a handler without @Pubblico(), @Autenticato() or @RichiedePermesso() answers
 * 403. The others need a session, authenticated by the passport strategy StrategiaSessione.
 */
@Injectable()
export class GuardiaAccesso extends AuthGuard(STRATEGIA_SESSIONE) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // socket.io gateways authenticate their handshake themselves
    if (context.getType() !== 'http') return true;
    const regola = this.reflector.getAllAndOverride<RegolaAccesso | undefined>(ACCESSO_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!regola) throw new ErrorePermesso('Accesso negato');
    if (regola.tipo === 'pubblico') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & RichiestaAutenticata>().user as AuthenticatedUser;
    if (regola.tipo === 'permesso' && !haPermesso(user.permessi, regola.sezione, regola.permesso)) {
      throw new ErrorePermesso(`Permesso negato: ${regola.permesso} su ${regola.sezione}`);
    }
    return true;
  }

  override handleRequest<T = AuthenticatedUser>(err: unknown, user: T | false): T {
    if (err) throw err;
    if (!user) throw new ErroreNonAutenticato('Sessione non valida o scaduta');
    return user;
  }
}
