import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

export interface RichiestaAutenticata {
  user?: AuthenticatedUser;
}

/** The signed-in caller, set by the access guard (undefined on public routes). */
export const UtenteCorrente = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined =>
    ctx.switchToHttp().getRequest<RichiestaAutenticata>().user,
);
