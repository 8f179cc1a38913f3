import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../providers/providers';
import { useApplicationState, useLoadApplicationState } from './application-state';

type Risposte = Record<string, { status: number; corpo: unknown }>;

const TABELLE = { data: { list: [{ id: 1, dbName: 'registro', viewName: 'fatture', note: '' }, { id: 2, dbName: 'registro', viewName: 'ordini', note: '' }], recordsNumber: 2 } };
const CAMPI = (nome: string) => ({ data: [{ column_name: `id_${nome}`, data_type: 'integer' }] });

/** The API by path; every call recorded. */
function server(risposte: Risposte) {
  const chiamate: URL[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const u = new URL(url, 'http://localhost');
    chiamate.push(u);
    const chiave = u.pathname === '/api/dataanalysisdatabaseinfo/tableinfo' ? `tableinfo:${u.searchParams.get('tableName')}` : u.pathname;
    const r = risposte[chiave] ?? { status: 200, corpo: { data: [] } };
    return { ok: r.status < 400, status: r.status, text: async () => JSON.stringify(r.corpo) };
  }) as unknown as typeof fetch;
  return chiamate;
}

/** The shell (which starts the load) and a page reading the shared lists. */
function Shell() {
  useLoadApplicationState();
  const stato = useApplicationState();
  return (
    <p data-testid="stato">
      {stato.tables.length} tabelle · {stato.tableInfo.map((t) => `${t.name}:${t.fields.length}`).join(',')} · {stato.cot.length} cot · {stato.richieste.length} richieste
    </p>
  );
}

function monta(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <Providers queryClient={queryClient}>
      <Shell />
    </Providers>,
  );
  return queryClient;
}

const OK: Risposte = {
  '/api/dataanalysistables': { status: 200, corpo: TABELLE },
  'tableinfo:fatture': { status: 200, corpo: CAMPI('fattura') },
  'tableinfo:ordini': { status: 200, corpo: CAMPI('ordine') },
  '/api/cot': { status: 200, corpo: { data: [{ id: 1 }, { id: 2 }] } },
  '/api/cot/richieste': { status: 200, corpo: { data: [{ id: 9 }] } },
};

describe('the shared application state (spec 3 §3, §7, §8)', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('loads tables, the table info of each (data source 1), cot and richieste once, for every page', async () => {
    const chiamate = server(OK);
    const queryClient = monta();
    await waitFor(() => expect(screen.getByTestId('stato').textContent).toBe('2 tabelle · fatture:1,ordini:1 · 2 cot · 1 richieste'));
    const percorsi = chiamate.map((u) => u.pathname).sort();
    expect(percorsi).toEqual(['/api/cot', '/api/cot/richieste', '/api/dataanalysisdatabaseinfo/tableinfo', '/api/dataanalysisdatabaseinfo/tableinfo', '/api/dataanalysistables']);
    const info = chiamate.filter((u) => u.pathname.endsWith('/tableinfo')).map((u) => `${u.searchParams.get('idDataSource')}:${u.searchParams.get('tableName')}`);
    expect(info.sort()).toEqual(['1:fatture', '1:ordini']);

    // another page mounting the shell again in the same session asks nothing more
    monta(queryClient);
    await waitFor(() => expect(screen.getAllByTestId('stato')[1].textContent).toContain('2 tabelle'));
    expect(chiamate).toHaveLength(5);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a failed load is a browser alert with the error', async () => {
    server({ ...OK, '/api/cot/richieste': { status: 500, corpo: { messaggio: 'Servizio COT non raggiungibile#' } } });
    monta();
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith("Errore nel caricamento dei dati dell'applicazione: Servizio COT non raggiungibile");
  });

  it('a list the user may not read (403) is empty, without an alert', async () => {
    server({ ...OK, '/api/dataanalysistables': { status: 403, corpo: { messaggio: 'Permesso negato' } }, '/api/cot': { status: 403, corpo: { messaggio: 'Permesso negato' } } });
    monta();
    await waitFor(() => expect(screen.getByTestId('stato').textContent).toBe('0 tabelle ·  · 0 cot · 1 richieste'));
    expect(alert).not.toHaveBeenCalled();
  });
});
