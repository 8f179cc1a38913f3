import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalysisTable, Lista, RigaRisultato } from '@registro/contracts';
import { api } from '../api/api-client';
import { ApiError, errorLines } from '../api/api-error';
import { ALL_ROWS, rowsOf } from '../hooks/use-all-rows';

/** Spec 3 §9: the data source whose tables the table info describes is fixed at 1. */
export const TABLE_INFO_DATA_SOURCE = 1;

/** A table of the analysis catalogue with its columns as data source 1 describes them. */
export interface TableInfo {
  /** the table's (or view's) name, `viewName` in the catalogue */
  name: string;
  /** the database it belongs to, `dbName` in the catalogue */
  dbName: string;
  /** the rows of GET dataanalysisdatabaseinfo/tableinfo: one per column */
  fields: RigaRisultato[];
}

/** Spec 3 §3 "Shared lists held in application state", loaded once after sign-in (§7). */
export interface ApplicationState {
  tables: AnalysisTable[];
  tableInfo: TableInfo[];
  cot: RigaRisultato[];
  richieste: RigaRisultato[];
}

export const APPLICATION_STATE_QUERY_KEY = ['application-state'] as const;

/**
 * A list the signed-in user may not read (403) or that does not exist here (404) is an empty list,
 * not a failed start: a user without the analysis or COT permission signs in without an alert.
 */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (errore) {
    if (errore instanceof ApiError && (errore.status === 403 || errore.status === 404)) return [];
    throw errore;
  }
}

const list = <T,>(percorso: string, query: Record<string, string | number>, signal?: AbortSignal) =>
  orEmpty(async () => rowsOf((await api.get<Lista<T> | T[]>(percorso, query, signal)).data));

/**
 * GET dataanalysistables, then GET dataanalysisdatabaseinfo/tableinfo?idDataSource=1&tableName= for
 * each table, with GET cot and GET cot/richieste alongside (spec 3 §7 "Orders and others").
 */
export async function loadApplicationState(signal?: AbortSignal): Promise<ApplicationState> {
  const [tables, cot, richieste] = await Promise.all([
    list<AnalysisTable>('/dataanalysistables', { page: 0, forPage: ALL_ROWS }, signal),
    list<RigaRisultato>('/cot', {}, signal),
    list<RigaRisultato>('/cot/richieste', {}, signal),
  ]);
  const tableInfo = await Promise.all(
    tables.map(async (t) => ({
      name: t.viewName,
      dbName: t.dbName,
      fields: await list<RigaRisultato>('/dataanalysisdatabaseinfo/tableinfo', { idDataSource: TABLE_INFO_DATA_SOURCE, tableName: t.viewName }, signal),
    })),
  );
  return { tables, tableInfo, cot, richieste };
}

/** One load per session: never stale, dropped only when the session ends (logout clears the cache). */
const applicationStateQuery = {
  queryKey: APPLICATION_STATE_QUERY_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadApplicationState(signal),
  staleTime: Infinity,
  gcTime: Infinity,
};

/**
 * The shell starts the load; a failure is a browser alert with the error (spec 3 §8 "Store
 * initialisation failure for tables and requests").
 */
export function useLoadApplicationState(): void {
  const { t } = useTranslation();
  const stato = useQuery(applicationStateQuery);
  useEffect(() => {
    if (stato.isError) window.alert(t('statoApplicazione.erroreCaricamento', { errore: errorLines(stato.error).join(' ') }));
  }, [stato.isError, stato.error, t]);
}

/** The shared lists for any page: the cached load (started by the shell), empty lists until it ends. */
export function useApplicationState(): ApplicationState {
  const { data } = useQuery(applicationStateQuery);
  return data ?? { tables: [], tableInfo: [], cot: [], richieste: [] };
}
