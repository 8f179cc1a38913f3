import { type CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_METADATA, grantsPermission, permissionDenied, type AccessRule } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthenticatedRequest } from './current-user.decorator';
import { runStrategy } from './run-strategy';
import { SessionStrategy } from './session.strategy';
import { UnauthenticatedError, ForbiddenError } from '../errors/http-errors';

/**
 * Deny by default: a handler without @Public(), @Authenticated() or @RequiresPermission() answers
 * 403. The others need a session, authenticated by the passport strategy SessionStrategy (run with
 * runStrategy, not @nestjs/passport's AuthGuard: see there).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessione: SessionStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // socket.io gateways authenticate their handshake themselves
    if (context.getType() !== 'http') return true;
    const regola = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!regola) throw new ForbiddenError('Accesso negato');
    if (regola.tipo === 'pubblico') return true;

    const req = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const user = await runStrategy<AuthenticatedUser>(this.sessione, req);
    if (!user) throw new UnauthenticatedError('Sessione non valida o scaduta');
    req.user = user;
    if (regola.tipo === 'permesso' && !grantsPermission(user.permessi, regola)) throw permissionDenied(regola, user.username);
    return true;
  }
}
