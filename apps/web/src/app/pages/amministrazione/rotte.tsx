import type { RouteObject } from 'react-router';
import { CaseificioSyncPage } from './caseificio/caseificio-sync-page';
import { ConfigurazionePage } from './configurazioni/configurazione-page';
import { ConfigurazioniPage } from './configurazioni/configurazioni-page';
import { RichiestaViewPage } from './integrazionebusiness/richiesta-view-page';
import { RichiesteListPage } from './integrazionebusiness/richieste-list-page';

/** Pages of this area inside the authenticated layout. */
export const rotteAmministrazione: RouteObject[] = [
  { path: 'configurazioni', element: <ConfigurazioniPage /> },
  { path: 'configurazioni/:routeId', element: <ConfigurazionePage /> },
  { path: 'integrazionebusiness', element: <RichiesteListPage /> },
  { path: 'integrazionebusiness/view/:id', element: <RichiestaViewPage /> },
  { path: 'caseificiosync', element: <CaseificioSyncPage /> },
];
