import type { Numeratore } from '@registro/contracts';

export const NUOVO_NUMERATORE: Numeratore = { id: -1, codice: '', descrizione: '', valore: 0, anno: new Date().getFullYear(), codiceStruttura: '', note: '' };

/**
 * The two numerator areas share the view and the edit form (spec 2 §2.2): the first variant under
 * /fatturazionenumeratori, the counters area under /numeratori (with /editnumeratori as an alias).
 */
export function numeratoriBase(pathname: string): '/numeratori' | '/fatturazionenumeratori' {
  return pathname.startsWith('/fatturazionenumeratori') ? '/fatturazionenumeratori' : '/numeratori';
}

/** The save body: exactly the record's fields, texts trimmed, an empty value 0. */
export function numeratoreBody(n: Numeratore): Numeratore {
  return {
    id: n.id,
    codice: n.codice.trim(),
    descrizione: (n.descrizione ?? '').trim(),
    valore: n.valore ?? 0,
    anno: n.anno,
    codiceStruttura: (n.codiceStruttura ?? '').trim(),
    note: n.note ?? '',
  };
}
