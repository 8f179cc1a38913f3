import { Logger, SetMetadata } from '@nestjs/common';
import { haPermesso, type NomePermesso, type PermessiGruppo, type SezioneId } from '@registro/contracts';
import { ForbiddenError } from '../errors/http-errors';

export const ACCESS_METADATA = 'registro:accesso';

export type AccessRule =
  | { tipo: 'pubblico' }
  | { tipo: 'autenticato' }
  | { tipo: 'permesso'; sezione: string | readonly string[]; permesso: NomePermesso | readonly NomePermesso[] };

/**
 * Every handler declares one of these; the global guard denies any handler that declares none.
 */
/** Reachable without signing in (sign-in itself, health, translations). */
export const Public = () => SetMetadata(ACCESS_METADATA, { tipo: 'pubblico' } satisfies AccessRule);

/** Any signed-in user (own profile, session check, logout). */
export const Authenticated = () =>
  SetMetadata(ACCESS_METADATA, { tipo: 'autenticato' } satisfies AccessRule);

/**
 * A signed-in user whose group has `permesso` on `sezione` with attivo true; with several
 * sections, on any of them (two screens of one API: `['numeratori', 'fatturazionenumeratori']`);
 * with several permissions, any of them (the handler narrows: `['visualizza', 'modifica']` on
 * `ordini` lets a customer read their own orders only). The sections are typed by the contracts'
 * table (`SezioneId`, `SEZIONE.<id>`): a section that is not in it does not compile.
 */
export const RequiresPermission = (sezione: SezioneId | readonly SezioneId[], permesso: NomePermesso | readonly NomePermesso[]) =>
  SetMetadata(ACCESS_METADATA, { tipo: 'permesso', sezione, permesso } satisfies AccessRule);

/** Whether the group's permissions grant a `permesso` rule (on any of its sections). */
export function grantsPermission(
  permessi: readonly PermessiGruppo[] | undefined,
  regola: { sezione: string | readonly string[]; permesso: NomePermesso | readonly NomePermesso[] },
): boolean {
  const sezioni = typeof regola.sezione === 'string' ? [regola.sezione] : regola.sezione;
  const nomi = typeof regola.permesso === 'string' ? [regola.permesso] : regola.permesso;
  return sezioni.some((sezione) => nomi.some((permesso) => haPermesso(permessi, sezione, permesso)));
}

/** What a user reads when a permission is missing: never a section or permission code (those go to the log). */
export const PERMESSO_NEGATO = 'Non hai i permessi per questa operazione';

const logger = new Logger('Accesso');

/**
 * The 403 of a refused `permesso` rule: the answer says PERMESSO_NEGATO in Italian, the log names
 * the rule (sections, permissions) and who asked.
 */
export function permissionDenied(
  regola: { sezione: string | readonly string[]; permesso: NomePermesso | readonly NomePermesso[] },
  username?: string,
): ForbiddenError {
  const sezioni = typeof regola.sezione === 'string' ? regola.sezione : regola.sezione.join(' o ');
  const nomi = typeof regola.permesso === 'string' ? regola.permesso : regola.permesso.join(' o ');
  logger.warn({ msg: `Permesso negato: ${nomi} su ${sezioni}`, username, sezione: regola.sezione, permesso: regola.permesso });
  return new ForbiddenError(PERMESSO_NEGATO);
}
