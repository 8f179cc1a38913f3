import type { OrdineElenco } from '@registro/contracts';

/** The order's holder as the list shows it: surname and name. */
export const intestatario = (o: Pick<OrdineElenco, 'cognome' | 'nome'>) => `${o.cognome} ${o.nome}`.trim();

/** A row of the create form: the article chosen in the search step, quantity and note. */
export interface RigaForm {
  idArticolo: number | null;
  descrizioneArticolo: string;
  quantita: number;
  note: string;
}

/** Spec 3 §5: a new order has one empty row (quantity 0). */
export const rigaVuota = (): RigaForm => ({ idArticolo: null, descrizioneArticolo: '', quantita: 0, note: '' });
