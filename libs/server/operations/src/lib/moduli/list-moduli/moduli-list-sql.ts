import type { ListSql } from '@registro/server-platform';

/** The columns of a module, with the wire names of Modulo (the list's and GET application/{id}'s). */
export const COLONNE_MODULO = `id, nome, version, compile_date AS "compileDate", jar, descrizione`;

/** Every installed module, ordered by name. */
export function moduliListSql(): ListSql {
  return { select: COLONNE_MODULO, from: 'FROM moduli', params: [], orderBy: 'lower(nome), id' };
}
