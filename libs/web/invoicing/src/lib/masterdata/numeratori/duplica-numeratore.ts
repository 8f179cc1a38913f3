import type { Numeratore } from '@registro/contracts';

/** What the duplicate modal lets the user change (spec 2 §2.2): Valore, Anno (required) and Note. */
export interface DuplicaNumeratoreForm {
  valore: number | null;
  anno: number | null;
  note: string;
}

export type DuplicaNumeratoreErrors = Partial<Record<'valore' | 'anno', 'obbligatorio' | 'negativo'>>;

/** The modal's first values: the next year's counter starting from 0, the same note. */
export function duplicaIniziale(n: Numeratore): DuplicaNumeratoreForm {
  return { valore: 0, anno: (n.anno ?? new Date().getFullYear()) + 1, note: n.note ?? '' };
}

/** Anno is required, Valore may not be negative. */
export function validaDuplica(form: DuplicaNumeratoreForm): DuplicaNumeratoreErrors {
  const errori: DuplicaNumeratoreErrors = {};
  if (form.anno === null || form.anno === undefined || !Number.isFinite(form.anno)) errori.anno = 'obbligatorio';
  if (form.valore !== null && form.valore !== undefined && form.valore < 0) errori.valore = 'negativo';
  return errori;
}

/** POST numeratori body: code, description and structure of the original, the modal's values. */
export function duplicaBody(n: Numeratore, form: DuplicaNumeratoreForm): Omit<Numeratore, 'id'> {
  return {
    codice: n.codice,
    descrizione: n.descrizione ?? '',
    codiceStruttura: n.codiceStruttura ?? '',
    valore: form.valore ?? 0,
    anno: form.anno as number,
    note: form.note ?? '',
  };
}
