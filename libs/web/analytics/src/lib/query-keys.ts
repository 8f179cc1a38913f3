/**
 * The TanStack Query keys of the analytics pages: one place, so a write invalidates what its lists
 * read. Each key starts with the API path, like the keys of LazyTable and useEditPage.
 */
const risorsa = (path: string) => ({
  all: [path] as const,
  record: (id: string | number | undefined) => [path, 'record', String(id)] as const,
});

export const queryKeys = {
  datasources: risorsa('/dataanalysisdatasources'),
  drivers: risorsa('/dataanalysisdatabasedriver'),
  queries: risorsa('/dataanalysisquery'),
  tables: risorsa('/dataanalysistables'),
  icdix: risorsa('/serviziicdix'),
  dashboards: risorsa('/dataanalysisdashboard'),
  dashboardGruppi: risorsa('/dataanalysisgruppodashboard'),
  /** the rows of a query for a chart (eseguigraphicquery) or the pivot (eseguianaliticquery) */
  righeQuery: (tipo: 'eseguigraphicquery' | 'eseguianaliticquery', idQuery: number | null | undefined) => ['/dataanalysisdatabaseinfo', tipo, String(idQuery)] as const,
};
