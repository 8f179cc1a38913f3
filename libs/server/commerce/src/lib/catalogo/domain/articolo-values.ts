import type { Articolo, Barcode, Giacenza, Listino } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform/errors';
import type { ValoriArticolo } from '../catalogo.events';
import { barcodeProblem } from './barcode';
import { decimalField } from './decimal-field';

/** What the editor sends: the article's fields, any of them missing. */
export type ArticoloInput = Partial<Omit<Articolo, 'listino' | 'listaBarcode' | 'listaGiacenze'>> & {
  codice: string;
  descrizione: string;
  codiceIva: string;
  listaBarcode?: Partial<Barcode>[];
  listino?: Partial<Listino>;
  listaGiacenze?: (Partial<Giacenza> & { tipo: Giacenza['tipo'] })[];
};

/** What the server looked up for the save: the VAT code, the supplier and the codes that exist. */
export interface ArticoloLookups {
  iva: { descrizione: string; aliquota: number } | null;
  fornitore: { codice: string; nominativo: string } | null;
  /** error messages of group, brand, unit or depot codes that do not exist */
  codiciMancanti: string[];
}

/** The stored article before this save (undefined: a new article). */
export type ArticoloPrecedente = Pick<ValoriArticolo, 'listino' | 'attivo'> | undefined;

export const GIACENZE_VUOTE: readonly Giacenza[] = [
  { tipo: 'P', unitaMisura: '', quantita: 0, descrizione: 'PRINCIPALE', note: '' },
  { tipo: 'A', unitaMisura: '', quantita: 0, descrizione: 'ARCHIVIO', note: '' },
];

const PREZZI = ['costoUltimoAcquisto', 'valoreMedioPonderataGiacenza', 'prezzoBase', 'prezzoEsposto', 'l1', 'l2', 'l3', 'l4', 'lr1', 'lr2', 'lr3', 'lr4'] as const;
const ETICHETTE_PREZZI: Record<(typeof PREZZI)[number], string> = {
  costoUltimoAcquisto: 'Costo Ultimo Acquisto',
  valoreMedioPonderataGiacenza: 'Valore Medio Ponderato Giacenza',
  prezzoBase: 'Prezzo Base',
  prezzoEsposto: 'Prezzo Esposto',
  l1: 'L1',
  l2: 'L2',
  l3: 'L3',
  l4: 'L4',
  lr1: 'LR1',
  lr2: 'LR2',
  lr3: 'LR3',
  lr4: 'LR4',
};
const QUANTITA = ['quantitaConfezione', 'quantitaSottoCartone', 'quantitaCartone', 'quantitaPedana', 'quantitaScortaMinima'] as const;
const ETICHETTE_QUANTITA: Record<(typeof QUANTITA)[number], string> = {
  quantitaConfezione: 'Quantità Confezione',
  quantitaSottoCartone: 'Quantità Sotto Cartone',
  quantitaCartone: 'Quantità Cartone',
  quantitaPedana: 'Quantità Pedana',
  quantitaScortaMinima: 'Quantità Scorta Minima',
};

/**
 * The article to store, or 400 with every problem. VAT description and rate come from the VAT
 * code, the supplier's code and name from the party; a new article is attivo with every barcode
 * attivo; the price list's dataOra moves to `now` when one of its numbers changes.
 */
export function articoloValues(input: ArticoloInput, lookups: ArticoloLookups, precedente: ArticoloPrecedente, now: Date): ValoriArticolo {
  const errori: string[] = [];
  const codice = input.codice.trim();
  const descrizione = input.descrizione.trim();
  if (!codice) errori.push('Il campo Codice è obbligatorio');
  if (!descrizione) errori.push('Il campo Descrizione è obbligatorio');
  if (!input.codiceIva.trim()) errori.push('Il campo I.V.A. è obbligatorio');
  else if (!lookups.iva) errori.push(`Il codice I.V.A. ${input.codiceIva.trim()} non esiste`);
  if (input.fornitore != null && !lookups.fornitore) errori.push('Il fornitore indicato non esiste');
  errori.push(...lookups.codiciMancanti);

  const nuovo = precedente === undefined;
  const listaBarcode = barcodes(input.listaBarcode ?? [], nuovo, errori);
  const listaGiacenze = giacenze(input.listaGiacenze, errori);
  const prezzi = Object.fromEntries(PREZZI.map((p) => [p, decimalField(ETICHETTE_PREZZI[p], input.listino?.[p], { places: 4 }, errori)])) as Record<(typeof PREZZI)[number], number>;
  const quantita = Object.fromEntries(QUANTITA.map((q) => [q, decimalField(ETICHETTE_QUANTITA[q], input[q], { places: 3 }, errori)])) as Record<(typeof QUANTITA)[number], number>;
  if (errori.length) throw new BadRequestError(errori);

  const prezziInvariati = precedente !== undefined && PREZZI.every((p) => Number(precedente.listino[p] ?? 0) === prezzi[p]);
  const dataOra = prezziInvariati ? precedente.listino.dataOra : now.toISOString();
  return {
    codice,
    descrizione,
    fornitore: lookups.fornitore ? (input.fornitore ?? null) : null,
    codiceFornitore: lookups.fornitore?.codice ?? '',
    descrizioneFornitore: lookups.fornitore?.nominativo ?? '',
    espostoListino: input.espostoListino ?? false,
    descrizioneListino: input.descrizioneListino?.trim() ?? '',
    codiceIva: input.codiceIva.trim(),
    descrizioneIva: lookups.iva?.descrizione ?? '',
    aliquotaIva: lookups.iva?.aliquota ?? 0,
    gruppo: input.gruppo?.trim() ?? '',
    marca: input.marca?.trim() ?? '',
    unitaMisura: input.unitaMisura?.trim() ?? '',
    deposito: input.deposito?.trim() ?? '',
    esclusoUtile: input.esclusoUtile ?? false,
    ...quantita,
    attivo: nuovo ? true : (input.attivo ?? precedente.attivo),
    listaBarcode,
    listino: { dataOra, ...prezzi },
    listaGiacenze,
  };
}

function barcodes(lista: readonly Partial<Barcode>[], nuovo: boolean, errori: string[]): Barcode[] {
  const visti = new Set<string>();
  const result: Barcode[] = [];
  for (const b of lista) {
    const barcode = (b.barcode ?? '').trim();
    const problema = barcodeProblem(barcode);
    if (problema) errori.push(problema);
    else if (visti.has(barcode)) errori.push(`Il Barcode ${barcode} è ripetuto`);
    visti.add(barcode);
    result.push({ barcode, attivo: nuovo ? true : (b.attivo ?? true) });
  }
  return result;
}

/** One entry per store (P, A): missing ones are blank. */
function giacenze(lista: ArticoloInput['listaGiacenze'], errori: string[]): Giacenza[] {
  return GIACENZE_VUOTE.map((vuota) => {
    const g = lista?.find((x) => x.tipo === vuota.tipo);
    if (!g) return { ...vuota };
    return {
      tipo: vuota.tipo,
      unitaMisura: g.unitaMisura?.trim() ?? '',
      quantita: decimalField(`Quantità giacenza ${vuota.descrizione}`, g.quantita, { places: 3, min: -1e12 }, errori),
      descrizione: g.descrizione?.trim() || vuota.descrizione,
      note: g.note ?? '',
    };
  });
}
