import type { RouteObject } from 'react-router';
import { SysteminfoPage } from './systeminfo-page';

/** Pages of this area inside the authenticated layout. */
export const rotteSysteminfo: RouteObject[] = [{ path: 'systeminfo', element: <SysteminfoPage /> }];
