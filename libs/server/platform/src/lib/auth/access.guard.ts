import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ACCESS_METADATA, grantsPermission, permissionDenied, type AccessRule } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { SESSION_STRATEGY } from './session.strategy';
import type { AuthenticatedRequest } from './current-user.decorator';
import { UnauthenticatedError, ForbiddenError } from '../errors/http-errors';

/**
 * Deny by default: a handler without @Public(), @Authenticated() or @RequiresPermission() answers
 * 403. The others need a session, authenticated by the passport strategy SessionStrategy.
 */
@Injectable()
export class AccessGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // socket.io gateways authenticate their handshake themselves
    if (context.getType() !== 'http') return true;
    const regola = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!regola) throw new ForbiddenError('Accesso negato');
    if (regola.tipo === 'pubblico') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & AuthenticatedRequest>().user as AuthenticatedUser;
    if (regola.tipo === 'permesso' && !grantsPermission(user.permessi, regola)) throw permissionDenied(regola, user.username);
    return true;
  }

  override handleRequest<T = AuthenticatedUser>(err: unknown, user: T | false): T {
    if (err) throw err;
    if (!user) throw new UnauthenticatedError('Sessione non valida o scaduta');
    return user;
  }
}
