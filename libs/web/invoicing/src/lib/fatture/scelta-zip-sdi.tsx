import { createContext, useContext, useMemo, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import type { DocumentoFatturaElenco } from '@registro/contracts';

interface SceltaZipSdi {
  selezionate: ReadonlySet<number>;
  scegli: (id: number, scelta: boolean) => void;
  svuota: () => void;
}

/**
 * The invoices ticked in the list for "Scarica XML per SDI (zip)". Given through a context: the
 * table's cells are memoised by PrimeReact, so a tick box reads the choice itself to show it.
 */
const SceltaZipSdiContext = createContext<SceltaZipSdi>({ selezionate: new Set(), scegli: () => undefined, svuota: () => undefined });

export function useSceltaZipSdi(): SceltaZipSdi {
  const [selezionate, setSelezionate] = useState<ReadonlySet<number>>(new Set());
  return useMemo(
    () => ({
      selezionate,
      scegli: (id, scelta) =>
        setSelezionate((prima) => {
          const dopo = new Set(prima);
          if (scelta) dopo.add(id);
          else dopo.delete(id);
          return dopo;
        }),
      svuota: () => setSelezionate(new Set()),
    }),
    [selezionate],
  );
}

export const SceltaZipSdiProvider = SceltaZipSdiContext.Provider;

/** A row's tick box; a private person's invoice (never to the SDI) cannot be ticked. */
export function ScegliPerZipSdi({ riga }: { riga: DocumentoFatturaElenco }) {
  const { t } = useTranslation();
  const { selezionate, scegli } = useContext(SceltaZipSdiContext);
  return (
    <span className="registro-fattura-selezione">
      <Checkbox
        inputId={`scegli-fattura-${riga.id}`}
        aria-label={t('fatturazione.scegliPerZip', { numero: riga.numeroDocumento })}
        checked={selezionate.has(riga.id)}
        disabled={riga.privato}
        onChange={(e) => scegli(riga.id, !!e.checked)}
      />
    </span>
  );
}
