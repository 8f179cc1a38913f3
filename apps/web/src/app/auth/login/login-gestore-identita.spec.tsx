import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { LoginPage } from './login-page';

/** The server as the browser sees it: every fetch answered here, by path. */
function serverCon(risposte: Record<string, { status: number; corpo: unknown }>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const risposta = risposte[url.pathname] ?? { status: 404, corpo: {} };
    return new Response(JSON.stringify(risposta.corpo), { status: risposta.status, headers: { 'Content-Type': 'application/json' } });
  });
}

function chiamateVerifica(fetch: jest.SpyInstance): URL[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/identitymanagerverify');
}

/** The whole app tree in StrictMode, as main.tsx renders it: effects run twice on mount. */
function apriLogin(percorso: string, lasciaApp: (url: string) => void) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage lasciaApp={lasciaApp} /> }], { initialEntries: [percorso] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
    { reactStrictMode: true },
  );
  return router;
}

describe('login with ?clientId= (spec 1 §2, identity manager selection)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('verifies the clientId once and sends the whole page to the identity manager sign-in', async () => {
    const fetch = serverCon({
      '/api/identitymanagerverify': {
        status: 200,
        corpo: { data: { clientId: 'regione', nome: 'Regione', authorizationUrl: '/api/identitymanager/login?clientId=regione' } },
      },
    });
    const lasciaApp = jest.fn();
    const router = apriLogin('/login?clientId=regione&language=it', lasciaApp);

    await waitFor(() => expect(lasciaApp).toHaveBeenCalledWith('/api/identitymanager/login?clientId=regione'));
    expect(lasciaApp).toHaveBeenCalledTimes(1);
    const verifiche = chiamateVerifica(fetch);
    expect(verifiche).toHaveLength(1);
    expect(verifiche[0].searchParams.get('id')).toBe('regione');
    // Back from the identity manager shows the form, not a second trip there
    expect(router.state.location.search).toBe('?language=it');
  });

  it('shows the server message in the ATTENZIONE dialog and keeps the form when the clientId is refused', async () => {
    const fetch = serverCon({
      '/api/identitymanagerverify': { status: 404, corpo: { messaggio: 'Gestore delle identità non configurato' } },
    });
    const lasciaApp = jest.fn();
    apriLogin('/login?clientId=sconosciuto', lasciaApp);

    expect(await screen.findByText('Gestore delle identità non configurato')).toBeTruthy();
    expect(screen.getByText('ATTENZIONE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(lasciaApp).not.toHaveBeenCalled();
    expect(chiamateVerifica(fetch)).toHaveLength(1);
  });

  it('does not go back to the identity manager when the page is its return with ?code=', async () => {
    const fetch = serverCon({
      '/api/spidlogin': { status: 400, corpo: { messaggio: 'Accesso non riuscito' } },
    });
    const lasciaApp = jest.fn();
    apriLogin('/login?code=abc&clientId=ritorno', lasciaApp);

    expect(await screen.findByText('Accesso non riuscito')).toBeTruthy();
    expect(chiamateVerifica(fetch)).toHaveLength(0);
    expect(lasciaApp).not.toHaveBeenCalled();
  });
});
