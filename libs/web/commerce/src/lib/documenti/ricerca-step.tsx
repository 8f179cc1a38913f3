import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Query } from '@registro/web-ui';
import { FilterBar, LazyTable, type FilterField } from '@registro/web-ui';

/** Spec 3 §9: the search pickers show 10 rows per page. */
export const RIGHE_RICERCA = 10;

interface RicercaStepProps<T extends object> {
  risorsa: string;
  campi: FilterField[];
  /** filters always sent (e.g. codiceTipo=ALL) */
  fissi?: Query;
  ariaLabel: string;
  onAnnulla: () => void;
  onScegli: (riga: T) => void;
  children: ReactNode;
}

/**
 * A step of the document editor that picks one row: filters with Cerca/Reset, a server-paged
 * table of 10 with single selection; a double-click or Seleziona chooses, Annulla goes back.
 */
export function RicercaStep<T extends object>({ risorsa, campi, fissi = {}, ariaLabel, onAnnulla, onScegli, children }: RicercaStepProps<T>) {
  const { t } = useTranslation();
  const [filtri, setFiltri] = useState<Query>({});
  const [scelta, setScelta] = useState<T | null>(null);
  // the step opens on its first filter, ready to type (keyboard users start here)
  const primoCampo = campi[0] && 'nome' in campi[0] ? `ricerca-${campi[0].nome}` : null;
  useEffect(() => {
    if (primoCampo) document.getElementById(primoCampo)?.focus();
  }, [primoCampo]);
  return (
    <section aria-label={ariaLabel}>
      <FilterBar campi={campi} onCerca={(f) => setFiltri(f)} idPrefisso="ricerca" />
      <LazyTable<T>
        risorsa={risorsa}
        filtri={{ ...fissi, ...filtri }}
        forPage={RIGHE_RICERCA}
        ariaLabel={ariaLabel}
        excel={false}
        selezione={{ riga: scelta, onScegli: (r) => setScelta(r as T | null), onDoppioClick: (r) => onScegli(r as T) }}
      >
        {children}
      </LazyTable>
      <div className="flex justify-content-end gap-2 mt-3">
        <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined onClick={onAnnulla} />
        <Button type="button" label={t('documentiCommerciali.seleziona')} icon="pi pi-check" disabled={!scelta} onClick={() => scelta && onScegli(scelta)} />
      </div>
    </section>
  );
}
