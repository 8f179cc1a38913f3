import italiano from '@registro/contracts/i18n/it.json';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { PERMESSI } from '@registro/contracts';
import { CONFIG_QUERY_KEY, DEFAULT_CONFIG, PROFILO_QUERY_KEY, Providers, RouteAccessGate } from '@registro/web-ui';
import { authenticatedRoutes } from './router';

/** The shell's frame (the gate around the page), config.json saying `demo`, an operator with demo/visualizza. */
function apri(percorso: string, demo: boolean) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ data: { list: [], recordsNumber: 0 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CONFIG_QUERY_KEY, { ...DEFAULT_CONFIG, demo });
  client.setQueryData(PROFILO_QUERY_KEY, {
    id: 3,
    username: 'operatore',
    gruppo: { id: 2, nome: 'Operatori', menuGruppo: [], permessi: [{ id: 'demo', permessi: PERMESSI.map((permesso) => ({ permesso, attivo: permesso === 'visualizza' })) }] },
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <RouteAccessGate><Outlet /></RouteAccessGate>, children: authenticatedRoutes }],
    { initialEntries: [percorso] },
  );
  render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The product's not-found page, in the words of the Italian locale. */
const NON_TROVATA = italiano['shell.notFound'];

afterEach(() => jest.restoreAllMocks());

describe('demo pages (spec 1 test routes) only where config.json says demo', () => {
  it.each(['/test', '/testlist', '/testtabscroll', '/worklist/visitamedicosportiva/view/42', '/testanalytics'])(
    'with demo false %s is the not-found page, even for a group with demo/visualizza',
    async (percorso) => {
      apri(percorso, false);
      expect(await screen.findByText(NON_TROVATA)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Atleti' })).toBeNull();
    },
  );

  it('with demo true /testlist opens the athletes list', async () => {
    apri('/testlist', true);
    expect(await screen.findByRole('heading', { name: 'Atleti' })).toBeTruthy();
    expect(screen.queryByText(NON_TROVATA)).toBeNull();
  });
});

describe('/querybuilder (a placeholder no longer offered)', () => {
  it('is the not-found page, not a page saying it is not available', async () => {
    apri('/querybuilder', true);
    expect(await screen.findByText(NON_TROVATA)).toBeTruthy();
    expect(screen.queryByText(/non è ancora disponibile/)).toBeNull();
  });
});
