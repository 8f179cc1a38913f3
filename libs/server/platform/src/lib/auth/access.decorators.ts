import { SetMetadata } from '@nestjs/common';
import type { NomePermesso } from '@registro/contracts';

export const ACCESSO_METADATA = 'registro:accesso';

export type RegolaAccesso =
  | { tipo: 'pubblico' }
  | { tipo: 'autenticato' }
  | { tipo: 'permesso'; sezione: string; permesso: NomePermesso };

/**
 * Every handler declares one of these; the global guard denies any handler that declares none.
 */
/** Reachable without signing in (sign-in itself, health, translations). */
export const Pubblico = () => SetMetadata(ACCESSO_METADATA, { tipo: 'pubblico' } satisfies RegolaAccesso);

/** Any signed-in user (own profile, session check, logout). */
export const Autenticato = () =>
  SetMetadata(ACCESSO_METADATA, { tipo: 'autenticato' } satisfies RegolaAccesso);

/** A signed-in user whose group has `permesso` on `sezione` with attivo true. */
export const RichiedePermesso = (sezione: string, permesso: NomePermesso) =>
  SetMetadata(ACCESSO_METADATA, { tipo: 'permesso', sezione, permesso } satisfies RegolaAccesso);
