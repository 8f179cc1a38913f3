import { NUOVO_ID } from '@registro/contracts';

/** A missing, null or -1 id means a record not yet saved (spec 1 §4, generic save). */
export function isNew(id: string | number | null | undefined): boolean {
  return id === undefined || id === null || id === '' || Number(id) === NUOVO_ID;
}

/** The call a save makes: POST {risorsa} for a new record, PUT {risorsa}/{id} otherwise. */
export function saveCall(risorsa: string, id: string | number | null | undefined) {
  return isNew(id) ? { metodo: 'POST' as const, percorso: risorsa } : { metodo: 'PUT' as const, percorso: `${risorsa}/${id}` };
}
