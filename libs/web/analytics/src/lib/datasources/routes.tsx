import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/** The datasources pages (spec 2 §2.8), inside the authenticated layout; each page loads lazily. */
export const dataSourcesRoutes: RouteObject[] = [
  { path: 'dataanalydatasources', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./data-sources.page'), (m) => m.DataSourcesPage) },
  { path: 'dataanalysistables', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./analysis-tables-list.page'), (m) => m.AnalysisTablesListPage) },
  { path: 'dataanalysistables/edit/:id', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./analysis-table-edit.page'), (m) => m.AnalysisTableEditPage) },
  { path: 'dataanalysisquery', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./analysis-queries-list.page'), (m) => m.AnalysisQueriesListPage) },
  { path: 'dataanalysisquery/edit/:id', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./analysis-query-edit.page'), (m) => m.AnalysisQueryEditPage) },
  { path: 'dataanalysistables/icdix', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./icdix.page'), (m) => m.IcdixPage) },
];
