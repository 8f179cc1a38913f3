import { useCallback, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { TOOLBAR_BUTTONS, type ToolbarAction } from './toolbar-buttons';
import { HistoryDialog } from '../history/history-dialog';
import { FirmaButton } from '../firma/firma-button';
import type { FirmaOptions } from '../firma/use-resource-firma';
import { ExcelContext, type ExcelExport } from '../excel/excel-context';
import { ExcelButton } from '../excel/excel-button';
import { usePageGrants } from '../routing/page-access';

/** Buttons that write: offered only to a user with `modifica` on the page's section (the route's). */
const NEED_MODIFICA: readonly ToolbarAction[] = ['onNew', 'onEdit'];

export type PageLayoutProps = Partial<Record<ToolbarAction, () => void>> & {
  titolo: string;
  /** shows the modification-history button for this record */
  storico?: { sezione: string; idRisorsa: number | string };
  /** shows the sign button wired to useResourceFirma (save first, fetch the document, signing dialog) */
  firma?: FirmaOptions;
  children?: ReactNode;
};

/**
 * Page frame: title, the toolbar with only the buttons the page asks for, then the content. A list
 * inside (LazyTable, ClientTable) adds "Scarica Excel" (spec 1 §2) wired to its export. Nuovo and
 * the pencil are not offered without `modifica` on the page's section (RouteAccessGate).
 */
export function PageLayout({
  titolo,
  storico,
  firma,
  children,
  ...azioni
}: PageLayoutProps) {
  const { t } = useTranslation();
  const modifica = usePageGrants('modifica');
  const [storicoAperto, setStoricoAperto] = useState(false);
  const [esportaLista, setEsportaLista] = useState<ExcelExport | null>(null);
  const registraLista = useCallback(
    (esporta: ExcelExport | null) => setEsportaLista(() => esporta),
    [],
  );
  const excelDellaLista = !azioni.onExcel && esportaLista;
  return (
    <ExcelContext.Provider value={registraLista}>
      <section className="registro-pagina">
        <header className="registro-pagina-testata">
          <h1>{titolo}</h1>
          <div className="registro-toolbar" role="toolbar">
            {TOOLBAR_BUTTONS.filter(
              ({ azione }) =>
                (azioni[azione] && (modifica || !NEED_MODIFICA.includes(azione))) ||
                (firma && azione === 'onSign') ||
                (excelDellaLista && azione === 'onExcel'),
            ).map(({ azione, icona, tooltip }) =>
              firma && azione === 'onSign' ? (
                <FirmaButton key={azione} {...firma} />
              ) : excelDellaLista && azione === 'onExcel' ? (
                <ExcelButton key={azione} esporta={excelDellaLista} />
              ) : (
                <Button
                  key={azione}
                  icon={icona}
                  rounded
                  text
                  aria-label={t(tooltip)}
                  tooltip={t(tooltip)}
                  tooltipOptions={{ position: 'bottom' }}
                  onClick={azioni[azione]}
                />
              ),
            )}
            {storico && (
              <Button
                icon="pi pi-history"
                rounded
                text
                aria-label={t('ui.storicoModifiche')}
                tooltip={t('ui.storicoModifiche')}
                tooltipOptions={{ position: 'bottom' }}
                onClick={() => setStoricoAperto(true)}
              />
            )}
          </div>
        </header>
        <div className="registro-pagina-contenuto">{children}</div>
        {storico && (
          <HistoryDialog
            visible={storicoAperto}
            onHide={() => setStoricoAperto(false)}
            sezione={storico.sezione}
            idRisorsa={storico.idRisorsa}
          />
        )}
      </section>
    </ExcelContext.Provider>
  );
}
