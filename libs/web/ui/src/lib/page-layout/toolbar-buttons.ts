/** The toolbar buttons of the generic page layout (spec 1 §2), in display order. */
export const TOOLBAR_BUTTONS = [
  { azione: 'onBack', icona: 'pi pi-arrow-left', tooltip: 'ui.indietro' },
  { azione: 'onClose', icona: 'pi pi-times', tooltip: 'ui.chiudi' },
  { azione: 'onRefresh', icona: 'pi pi-refresh', tooltip: 'ui.aggiorna' },
  { azione: 'onNew', icona: 'pi pi-plus', tooltip: 'ui.nuovo' },
  { azione: 'onEdit', icona: 'pi pi-pencil', tooltip: 'ui.modifica' },
  { azione: 'onConfigurations', icona: 'pi pi-cog', tooltip: 'ui.configurazioni' },
  { azione: 'onPrint', icona: 'pi pi-print', tooltip: 'ui.stampa' },
  { azione: 'onSign', icona: 'pi pi-verified', tooltip: 'ui.firma' },
  { azione: 'onExcel', icona: 'pi pi-file-excel', tooltip: 'ui.scaricaExcel' },
  { azione: 'onCancel', icona: 'pi pi-undo', tooltip: 'ui.annulla' },
  { azione: 'onSave', icona: 'pi pi-save', tooltip: 'ui.salva' },
  { azione: 'onSaveAndClose', icona: 'pi pi-check-square', tooltip: 'ui.salvaChiudi' },
] as const;

export type ToolbarAction = (typeof TOOLBAR_BUTTONS)[number]['azione'];
