import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, SIGNED_IN, requiresPermission } from '@registro/web-ui';

/**
 * Print server (spec 2 §2.3), templates by document-type code (§2.4), Riepilogo Documenti and the
 * document archive with signing, the patient's own pages (home, own document, generic view, bookings), inside the authenticated layout; each page loads lazily.
 */
export const reportingRoutes: RouteObject[] = [
  { path: 'printserver', handle: requiresPermission(SEZIONE.printserver), lazy: lazyPage(() => import('./printserver/printserver-list.page'), (m) => m.PrintServerListPage) },
  { path: 'printserver/view/:id', handle: requiresPermission(SEZIONE.printserver), lazy: lazyPage(() => import('./printserver/printserver-view.page'), (m) => m.PrintServerViewPage) },
  { path: 'printserver/edit/:id', handle: requiresPermission(SEZIONE.printserver), lazy: lazyPage(() => import('./printserver/printserver-edit.page'), (m) => m.PrintServerEditPage) },
  { path: 'printreport', handle: requiresPermission(SEZIONE.printreport), lazy: lazyPage(() => import('./printserver/printreport-list.page'), (m) => m.PrintReportListPage) },
  { path: 'printreport/view/:id', handle: requiresPermission(SEZIONE.printreport), lazy: lazyPage(() => import('./printserver/printreport-view.page'), (m) => m.PrintReportViewPage) },
  { path: 'printreport/edit/:id', handle: requiresPermission(SEZIONE.printreport), lazy: lazyPage(() => import('./printserver/printreport-edit.page'), (m) => m.PrintReportEditPage) },
  { path: 'aslna1dashboard', handle: requiresPermission(SEZIONE.documentrepository), lazy: lazyPage(() => import('./documenti/riepilogo-documenti.page'), (m) => m.RiepilogoDocumentiPage) },
  { path: 'documentrepository', handle: requiresPermission(SEZIONE.documentrepository), lazy: lazyPage(() => import('./documenti/archivio-documenti.page'), (m) => m.ArchivioDocumentiPage) },
  { path: 'documentrepository/view/:id', handle: requiresPermission(SEZIONE.documentrepository), lazy: lazyPage(() => import('./documenti/documento-view.page'), (m) => m.DocumentoViewPage) },
  { path: 'paziente/homepaziente', handle: SIGNED_IN, lazy: lazyPage(() => import('./paziente/home-paziente.page'), (m) => m.HomePazientePage) },
  { path: 'paziente/view/:id', handle: SIGNED_IN, lazy: lazyPage(() => import('./paziente/documento-personale.page'), (m) => m.DocumentoPersonalePage) },
  { path: 'view/:id', handle: SIGNED_IN, lazy: lazyPage(() => import('./paziente/generic-view.page'), (m) => m.GenericViewPage) },
  { path: 'lemieprenotazioni', handle: SIGNED_IN, lazy: lazyPage(() => import('./paziente/le-mie-prenotazioni.page'), (m) => m.LeMiePrenotazioniPage) },
];
