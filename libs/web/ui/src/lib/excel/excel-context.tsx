import { createContext, useContext, useEffect, useRef } from 'react';

/** What the page's Excel button runs: the export of the list on the page. */
export type ExcelExport = () => Promise<unknown>;

/** Provided by PageLayout: a list on the page registers its export, and the toolbar shows "Scarica Excel". */
export const ExcelContext = createContext<((esporta: ExcelExport | null) => void) | null>(null);

/**
 * Registers the list's export with the surrounding PageLayout while the list is shown. `esporta`
 * may change on every render (the filters): the button always runs the latest one.
 */
export function useListExcel(esporta: ExcelExport | undefined): void {
  const registra = useContext(ExcelContext);
  const ultima = useRef(esporta);
  ultima.current = esporta;
  const attiva = !!esporta;
  useEffect(() => {
    if (!registra || !attiva) return;
    registra(() => ultima.current?.() ?? Promise.resolve());
    return () => registra(null);
  }, [registra, attiva]);
}
