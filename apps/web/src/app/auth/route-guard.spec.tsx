import { render, screen } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { ApiError, session } from '@registro/web-ui';
import { checkSession, validateOnServer, type SessionValidity } from './route-guard';

const valida = async (): Promise<SessionValidity> => ({ valida: true, sessionType: 'A' });
const rifiuta = async (): Promise<SessionValidity> => {
  throw new Error('401');
};

function routerCon(validatore: () => Promise<SessionValidity>, percorso: string) {
  const loader = async ({ request }: LoaderFunctionArgs) => {
    const esito = await checkSession(new URL(request.url), validatore);
    if (esito.tipo === 'login') throw redirect(esito.verso);
    return esito;
  };
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>pagina login</p> },
      { path: '/installation', element: <p>pagina installazione</p> },
      { path: '/', loader, HydrateFallback: () => null, element: <p>shell</p>, children: [{ path: '*', element: null }] },
    ],
    { initialEntries: [percorso] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guard (spec 3 §6)', () => {
  beforeEach(() => session.pulisci());

  it('sends a visitor without a token to login, carrying the language', async () => {
    const esito = await checkSession(new URL('http://x/home?language=en'), valida);
    expect(esito).toEqual({ tipo: 'login', verso: '/login?language=en' });
  });

  it('takes the token from the authToken parameter and keeps it', async () => {
    const esito = await checkSession(new URL('http://x/home?authToken=abc&language=it'), valida);
    expect(esito).toEqual({ tipo: 'ok', sessionType: 'A' });
    expect(session.token()).toBe('abc');
  });

  it('uses the stored token when the URL has none', async () => {
    session.impostaToken('memorizzato');
    expect((await checkSession(new URL('http://x/testlist'), valida)).tipo).toBe('ok');
  });

  it('clears storage and goes to login when validation fails', async () => {
    session.impostaToken('scaduto');
    const esito = await checkSession(new URL('http://x/home'), rifiuta);
    expect(esito.tipo).toBe('login');
    expect(session.token()).toBeNull();
  });

  it.each([
    ['the navigation was superseded or the page unloaded', Object.assign(new Error('aborted'), { name: 'AbortError' })],
    ['the server could not be reached', new ApiError(0, '/validate: Failed to fetch')],
    ['the server failed', new ApiError(503, 'Servizio non disponibile')],
  ])('keeps the token when the check got no answer (%s)', async (_caso, errore) => {
    session.impostaToken('ancora-valido');
    await expect(checkSession(new URL('http://x/home'), () => Promise.reject(errore))).rejects.toBe(errore);
    expect(session.token()).toBe('ancora-valido');
  });

  it('keeps the token when the answer of /validate is cut off while its body is read (the page unloading)', async () => {
    const fetchPrima = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, url: '/api/validate', text: () => Promise.reject(new TypeError('network error')) })) as unknown as typeof fetch;
    try {
      session.impostaToken('ancora-valido');
      await expect(checkSession(new URL('http://x/configurazioni'), validateOnServer)).rejects.toMatchObject({ status: 0 });
      expect(session.token()).toBe('ancora-valido');
    } finally {
      globalThis.fetch = fetchPrima;
    }
  });

  it('clears storage when the server refuses the token (401)', async () => {
    session.impostaToken('revocato');
    const esito = await checkSession(new URL('http://x/home'), () => Promise.reject(new ApiError(401, 'Sessione scaduta')));
    expect(esito.tipo).toBe('login');
    expect(session.token()).toBeNull();
  });

  it('redirects an unauthenticated navigation to /login', async () => {
    const router = routerCon(valida, '/gruppi/view/1');
    expect(await screen.findByText('pagina login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an authenticated navigation in', async () => {
    routerCon(valida, '/home?authToken=abc');
    expect(await screen.findByText('shell')).toBeTruthy();
  });

  it('always lets /installation and /login through', async () => {
    routerCon(rifiuta, '/installation');
    expect(await screen.findByText('pagina installazione')).toBeTruthy();
  });
});
