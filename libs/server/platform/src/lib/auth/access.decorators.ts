import { SetMetadata } from '@nestjs/common';
import type { NomePermesso } from '@registro/contracts';

export const ACCESS_METADATA = 'registro:accesso';

export type AccessRule =
  | { tipo: 'pubblico' }
  | { tipo: 'autenticato' }
  | { tipo: 'permesso'; sezione: string; permesso: NomePermesso };

/**
 * Every handler declares one of these; the global guard denies any handler that declares none.
 */
/** Reachable without signing in (sign-in itself, health, translations). */
export const Public = () => SetMetadata(ACCESS_METADATA, { tipo: 'pubblico' } satisfies AccessRule);

/** Any signed-in user (own profile, session check, logout). */
export const Authenticated = () =>
  SetMetadata(ACCESS_METADATA, { tipo: 'autenticato' } satisfies AccessRule);

/** A signed-in user whose group has `permesso` on `sezione` with attivo true. */
export const RequiresPermission = (sezione: string, permesso: NomePermesso) =>
  SetMetadata(ACCESS_METADATA, { tipo: 'permesso', sezione, permesso } satisfies AccessRule);
