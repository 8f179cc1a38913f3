import { isMaiConsegnata as maiConsegnata } from '@registro/contracts';
import type { FatturaState } from './fattura.aggregate';

/** An exported invoice's recipient, lines, totals and date are locked: the save answers 409 with this. */
export const FATTURA_GIA_ESPORTATA = 'Fattura già esportata: per correggerla emettere una nota di credito';
export const FATTURA_GIA_CONSEGNATA = 'Fattura già consegnata dallo SDI: per correggerla emettere una nota di credito';
export const FATTURA_NON_ESPORTATA = 'La fattura non è esportata';

/** Exported since creation or the last reopening. */
export const isEsportata = (state: FatturaState): boolean => !!state?.esportata;

/** Never delivered: no receipt yet, or one saying it was not (yet) sent or was rejected. */
export const isMaiConsegnata = (state: FatturaState): boolean => maiConsegnata(state?.statoSdi);
