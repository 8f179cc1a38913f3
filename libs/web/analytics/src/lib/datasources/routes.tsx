import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** The datasources pages (spec 2 §2.8), inside the authenticated layout; each page loads lazily. */
export const dataSourcesRoutes: RouteObject[] = [
  { path: 'dataanalydatasources', lazy: lazyPage(() => import('./data-sources.page'), (m) => m.DataSourcesPage) },
  { path: 'dataanalysistables', lazy: lazyPage(() => import('./analysis-tables-list.page'), (m) => m.AnalysisTablesListPage) },
  { path: 'dataanalysistables/edit/:id', lazy: lazyPage(() => import('./analysis-table-edit.page'), (m) => m.AnalysisTableEditPage) },
  { path: 'dataanalysisquery', lazy: lazyPage(() => import('./analysis-queries-list.page'), (m) => m.AnalysisQueriesListPage) },
  { path: 'dataanalysisquery/edit/:id', lazy: lazyPage(() => import('./analysis-query-edit.page'), (m) => m.AnalysisQueryEditPage) },
  { path: 'dataanalysistables/icdix', lazy: lazyPage(() => import('./icdix.page'), (m) => m.IcdixPage) },
];
