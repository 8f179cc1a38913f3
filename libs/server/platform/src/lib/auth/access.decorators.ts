import { SetMetadata } from '@nestjs/common';
import { haPermesso, type NomePermesso, type PermessiGruppo, type SezioneId } from '@registro/contracts';

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
  permessi: PermessiGruppo[] | undefined,
  regola: { sezione: string | readonly string[]; permesso: NomePermesso | readonly NomePermesso[] },
): boolean {
  const sezioni = typeof regola.sezione === 'string' ? [regola.sezione] : regola.sezione;
  const nomi = typeof regola.permesso === 'string' ? [regola.permesso] : regola.permesso;
  return sezioni.some((sezione) => nomi.some((permesso) => haPermesso(permessi, sezione, permesso)));
}

/** The 403 message of a refused `permesso` rule. */
export function permissionDenied(regola: { sezione: string | readonly string[]; permesso: NomePermesso | readonly NomePermesso[] }): string {
  const sezioni = typeof regola.sezione === 'string' ? regola.sezione : regola.sezione.join(' o ');
  const nomi = typeof regola.permesso === 'string' ? regola.permesso : regola.permesso.join(' o ');
  return `Permesso negato: ${nomi} su ${sezioni}`;
}
