import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { LineEditorProps } from '@registro/web-ui';

export interface ColonnaRiga<R> {
  intestazione: string;
  /** an existing row's cell */
  cella: (riga: R, indice: number) => ReactNode;
  /** the entry row's input */
  nuova: ReactNode;
  larghezza?: string;
}

interface RigheConRigaNuova<R> {
  righe: readonly R[];
  colonne: ColonnaRiga<R>[];
  /** the entry row's add button */
  onAggiungi: () => void;
  /** removes an existing row, after "Sicuro di voler procedere alla cancellazione?" SI */
  onElimina: (indice: number) => void;
  ariaLabel: string;
}

/** A row of the table: an existing one (its index and value) or the entry row. */
export type Riga<R> = { indice: number; riga: R } | { nuova: true };
const RIGA_NUOVA: Riga<never> = { nuova: true };

/**
 * A table whose last row is the entry row (spec 3 §2, §5: subcategories, barcodes), in the shared
 * LineEditor: only that row is editable, its + adds; earlier rows can be deleted after a confirmation.
 */
export function righeConRigaNuova<R>(t: TFunction, { righe, colonne, onAggiungi, onElimina, ariaLabel }: RigheConRigaNuova<R>): LineEditorProps<Riga<R>> {
  return {
    lines: [...righe.map((riga, indice) => ({ indice, riga })), RIGA_NUOVA],
    ariaLabel,
    className: 'mb-3',
    isEntry: (r) => 'nuova' in r,
    columns: [
      { header: '#', style: { width: '3rem' }, body: (r, indice) => ('nuova' in r ? '' : indice + 1) },
      ...colonne.map((c) => ({
        header: c.intestazione,
        style: c.larghezza ? { width: c.larghezza } : undefined,
        body: (r: Riga<R>) => ('nuova' in r ? c.nuova : c.cella(r.riga, r.indice)),
      })),
    ],
    actions: {
      style: { width: '4rem' },
      add: { label: t('catalogo.aggiungiRiga'), tooltip: true, onClick: onAggiungi },
      remove: { label: t('ui.elimina'), confirm: t('catalogo.confermaCancellazione'), confirmLabels: 'SI/NO', onClick: onElimina },
    },
  };
}
