import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/**
 * Print server (spec 2 §2.3), templates by document-type code (§2.4), Riepilogo Documenti and the
 * document archive with signing, the patient's own pages (home, own document, generic view, bookings), inside the authenticated layout; each page loads lazily.
 */
export const reportingRoutes: RouteObject[] = [
  { path: 'printserver', lazy: lazyPage(() => import('./printserver/printserver-list.page'), (m) => m.PrintServerListPage) },
  { path: 'printserver/view/:id', lazy: lazyPage(() => import('./printserver/printserver-view.page'), (m) => m.PrintServerViewPage) },
  { path: 'printserver/edit/:id', lazy: lazyPage(() => import('./printserver/printserver-edit.page'), (m) => m.PrintServerEditPage) },
  { path: 'printreport', lazy: lazyPage(() => import('./printserver/printreport-list.page'), (m) => m.PrintReportListPage) },
  { path: 'printreport/view/:id', lazy: lazyPage(() => import('./printserver/printreport-view.page'), (m) => m.PrintReportViewPage) },
  { path: 'printreport/edit/:id', lazy: lazyPage(() => import('./printserver/printreport-edit.page'), (m) => m.PrintReportEditPage) },
  { path: 'aslna1dashboard', lazy: lazyPage(() => import('./documenti/riepilogo-documenti.page'), (m) => m.RiepilogoDocumentiPage) },
  { path: 'documentrepository', lazy: lazyPage(() => import('./documenti/archivio-documenti.page'), (m) => m.ArchivioDocumentiPage) },
  { path: 'documentrepository/view/:id', lazy: lazyPage(() => import('./documenti/documento-view.page'), (m) => m.DocumentoViewPage) },
  { path: 'paziente/homepaziente', lazy: lazyPage(() => import('./paziente/home-paziente.page'), (m) => m.HomePazientePage) },
  { path: 'paziente/view/:id', lazy: lazyPage(() => import('./paziente/documento-personale.page'), (m) => m.DocumentoPersonalePage) },
  { path: 'view/:id', lazy: lazyPage(() => import('./paziente/generic-view.page'), (m) => m.GenericViewPage) },
  { path: 'lemieprenotazioni', lazy: lazyPage(() => import('./paziente/le-mie-prenotazioni.page'), (m) => m.LeMiePrenotazioniPage) },
];
