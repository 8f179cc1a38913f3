import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { haPermesso, type NomePermesso } from '@registro/contracts';
import {
  UnauthenticatedError,
  ForbiddenError,
  Public,
  permissionDenied,
  SESSION_RESOLVER,
  requestToken,
  type AuthenticatedRequest,
  type SessionResolver,
} from '@registro/server-platform';
import { InstalledPlatform } from './installed-platform';

const PERMESSO_DOPO_INSTALLAZIONE = 'registro:permesso-dopo-installazione';

interface PermessoRichiesto {
  sezione: string;
  permesso: NomePermesso;
}

/**
 * Public while the platform is not installed; afterwards the caller must be signed in and hold
 * `permesso` on `sezione`, exactly like @RequiresPermission. The global guard sees @Public() and
 * lets the request through; InstallationGuard (on the handler) then applies the rule.
 */
export const PublicUntilInstalled = (sezione: string, permesso: NomePermesso) =>
  applyDecorators(
    Public(),
    SetMetadata(PERMESSO_DOPO_INSTALLAZIONE, { sezione, permesso } satisfies PermessoRichiesto),
    UseGuards(InstallationGuard),
  );

@Injectable()
export class InstallationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    private readonly piattaforma: InstalledPlatform,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const richiesto = this.reflector.get<PermessoRichiesto | undefined>(PERMESSO_DOPO_INSTALLAZIONE, context.getHandler());
    if (!richiesto) throw new ForbiddenError('Accesso negato');
    if (!(await this.piattaforma.check())) return true;

    const req = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const token = requestToken(req);
    const user = token ? await this.resolver()?.resolve(token) : null;
    if (!user) throw new UnauthenticatedError('La piattaforma è già installata: accedere per gestire l\'installazione');
    req.user = user;
    if (!haPermesso(user.permessi, richiesto.sezione, richiesto.permesso)) {
      throw permissionDenied(richiesto, user.username);
    }
    return true;
  }

  private resolver(): SessionResolver | null {
    try {
      return this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    } catch {
      return null;
    }
  }
}
