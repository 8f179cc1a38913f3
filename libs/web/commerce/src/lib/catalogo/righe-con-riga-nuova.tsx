import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';

export interface ColonnaRiga<R> {
  intestazione: string;
  /** an existing row's cell */
  cella: (riga: R, indice: number) => ReactNode;
  /** the entry row's input */
  nuova: ReactNode;
  larghezza?: string;
}

interface RigheConRigaNuovaProps<R> {
  righe: readonly R[];
  colonne: ColonnaRiga<R>[];
  /** the entry row's add button */
  onAggiungi: () => void;
  /** removes an existing row, after "Sicuro di voler procedere alla cancellazione?" SI */
  onElimina: (indice: number) => void;
  ariaLabel: string;
}

/** A row of the table: an existing one (its index and value) or the entry row. */
type Riga<R> = { indice: number; riga: R } | { nuova: true };
const RIGA_NUOVA: Riga<never> = { nuova: true };

/**
 * A table whose last row is the entry row (spec 3 §2, §5: subcategories, barcodes): only that row
 * is editable, its + adds; earlier rows can be deleted after a confirmation.
 */
export function RigheConRigaNuova<R>({ righe, colonne, onAggiungi, onElimina, ariaLabel }: RigheConRigaNuovaProps<R>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const valori: Riga<R>[] = [...righe.map((riga, indice) => ({ indice, riga })), RIGA_NUOVA];
  return (
    <DataTable cellMemo={false} value={valori} size="small" stripedRows aria-label={ariaLabel} pt={{ table: { 'aria-label': ariaLabel } }} className="mb-3">
      <Column header="#" style={{ width: '3rem' }} body={(r: Riga<R>, o: ColumnBodyOptions) => ('nuova' in r ? '' : o.rowIndex + 1)} />
      {colonne.map((c) => (
        <Column key={c.intestazione} header={c.intestazione} style={c.larghezza ? { width: c.larghezza } : undefined} body={(r: Riga<R>) => ('nuova' in r ? c.nuova : c.cella(r.riga, r.indice))} />
      ))}
      <Column
        header=""
        style={{ width: '4rem' }}
        body={(r: Riga<R>) =>
          'nuova' in r ? (
            <Button type="button" icon="pi pi-plus" rounded text aria-label={t('catalogo.aggiungiRiga')} tooltip={t('catalogo.aggiungiRiga')} onClick={onAggiungi} />
          ) : (
            <Button
              type="button"
              icon="pi pi-trash"
              rounded
              text
              severity="danger"
              aria-label={t('ui.elimina')}
              onClick={() => feedback.conferma({ messaggio: t('catalogo.confermaCancellazione'), onAccetta: () => onElimina(r.indice) })}
            />
          )
        }
      />
    </DataTable>
  );
}
