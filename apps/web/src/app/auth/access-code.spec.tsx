import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers, session } from '@registro/web-ui';
import { LoginPage } from './login/login-page';
import { guardLoader } from './route-guard';

/** The server as the browser sees it: every fetch answered here, by path. */
function serverCon(risposte: Record<string, { status: number; corpo: unknown }>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const risposta = risposte[url.pathname] ?? { status: 404, corpo: {} };
    return new Response(JSON.stringify(risposta.corpo), { status: risposta.status, headers: { 'Content-Type': 'application/json' } });
  });
}

const chiamate = (fetch: jest.SpyInstance, percorso: string) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === percorso);

/** The app's guard and loaders with stand-in pages, and the real login page. */
function apri(percorso: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage lasciaApp={jest.fn()} /> },
      { path: '/', loader: guardLoader, HydrateFallback: () => null, element: <p>shell</p>, children: [{ path: '*', element: null }] },
    ],
    { initialEntries: [percorso] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
    { reactStrictMode: true },
  );
  return router;
}

describe('a ?code= on any path (spec 3 §4 Startup)', () => {
  beforeEach(() => session.pulisci());
  afterEach(() => jest.restoreAllMocks());

  it('is exchanged for a token before the guard, then the root opens with it', async () => {
    const fetch = serverCon({
      '/api/spidlogin': { status: 200, corpo: { data: 'token-spid-1' } },
      '/api/validate': { status: 200, corpo: { data: { valida: true, sessionType: 'S' } } },
    });
    const router = apri('/documentrepository/view/5?code=spid-1');

    expect(await screen.findByText('shell')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(session.token()).toBe('token-spid-1');
    expect(chiamate(fetch, '/api/spidlogin').map((u) => u.searchParams.get('code'))).toEqual(['spid-1']);
    // the guard ran after the exchange, with the new token
    expect(chiamate(fetch, '/api/validate').length).toBeGreaterThan(0);
  });

  it('is exchanged on /installation too', async () => {
    serverCon({
      '/api/spidlogin': { status: 200, corpo: { data: 'token-spid-2' } },
      '/api/validate': { status: 200, corpo: { data: { valida: true } } },
    });
    const router = apri('/installation?code=spid-2');
    expect(await screen.findByText('shell')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(session.token()).toBe('token-spid-2');
  });

  it('a registration code goes to the login page, which validates it without asking SPID again', async () => {
    const fetch = serverCon({
      '/api/spidlogin': { status: 400, corpo: { messaggio: 'Codice non valido o scaduto' } },
      '/api/registration/valida': { status: 200, corpo: { messaggio: 'Utente validato' } },
    });
    const router = apri('/home?code=registrazione-1');

    expect(await screen.findByText('Utente validato')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.search).not.toContain('code='));
    expect(chiamate(fetch, '/api/spidlogin')).toHaveLength(1);
    expect(chiamate(fetch, '/api/registration/valida')).toHaveLength(1);
    expect(chiamate(fetch, '/api/validate')).toHaveLength(0);
    expect(session.token()).toBeNull();
  });

  it('a refused sign-in code shows the server message on the login page', async () => {
    serverCon({ '/api/spidlogin': { status: 403, corpo: { messaggio: 'Utente bloccato' } } });
    const router = apri('/testlist?code=spid-3&language=en');

    expect(await screen.findByText('Utente bloccato')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.token()).toBeNull();
  });

  it('without a code the guard applies as before', async () => {
    const fetch = serverCon({});
    const router = apri('/gruppi/view/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(chiamate(fetch, '/api/spidlogin')).toHaveLength(0);
  });
});
