import { resourceKeys } from '@registro/web-ui';

/**
 * The TanStack Query keys of the analytics pages: one place, so a write invalidates what its lists
 * read. Each resource's keys come from `resourceKeys` (its path first, like LazyTable and useEditPage).
 */
export const queryKeys = {
  datasources: resourceKeys('/dataanalysisdatasources'),
  drivers: resourceKeys('/dataanalysisdatabasedriver'),
  queries: resourceKeys('/dataanalysisquery'),
  tables: resourceKeys('/dataanalysistables'),
  icdix: resourceKeys('/serviziicdix'),
  dashboards: {
    ...resourceKeys('/dataanalysisdashboard'),
    /** the dashboards of the signed-in user's profile */
    mie: ['/dataanalysisdashboard', 'view'] as const,
  },
  dashboardGruppi: resourceKeys('/dataanalysisgruppodashboard'),
  /** the profile groups' names, for the dashboard-group page */
  profili: ['/gruppi', 'nomi'] as const,
  /** the rows of a query for a chart (eseguigraphicquery) or the pivot (eseguianaliticquery) */
  righeQuery: (tipo: 'eseguigraphicquery' | 'eseguianaliticquery', idQuery: number | null | undefined) => ['/dataanalysisdatabaseinfo', tipo, String(idQuery)] as const,
};
