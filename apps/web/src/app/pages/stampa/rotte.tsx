import type { RouteObject } from 'react-router';
import { PrintReportEditPage } from './printreport/printreport-edit-page';
import { PrintReportListPage } from './printreport/printreport-list-page';
import { PrintReportViewPage } from './printreport/printreport-view-page';
import { PrintServerEditPage } from './printserver/printserver-edit-page';
import { PrintServerListPage } from './printserver/printserver-list-page';
import { PrintServerViewPage } from './printserver/printserver-view-page';

/** Print server (spec 2 §2.3) and templates by document-type code (§2.4), inside the authenticated layout. */
export const rotteStampa: RouteObject[] = [
  { path: 'printserver', element: <PrintServerListPage /> },
  { path: 'printserver/view/:id', element: <PrintServerViewPage /> },
  { path: 'printserver/edit/:id', element: <PrintServerEditPage /> },
  { path: 'printreport', element: <PrintReportListPage /> },
  { path: 'printreport/view/:id', element: <PrintReportViewPage /> },
  { path: 'printreport/edit/:id', element: <PrintReportEditPage /> },
];
