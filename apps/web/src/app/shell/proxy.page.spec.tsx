import { render, screen } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, useLocation, type LoaderFunctionArgs } from 'react-router';
import { session } from '@registro/web-ui';
import { checkSession, type SessionValidity } from '../auth/route-guard';
import { ProxyPage, proxyTarget } from './proxy.page';

const valida = async (): Promise<SessionValidity> => ({ valida: true, sessionType: 'A' });

function Dove() {
  const { pathname, search } = useLocation();
  return <p>pagina {`${pathname}${search}`}</p>;
}

describe('/proxy (spec 1 §7 Generic: a proxy route takes authToken as a query parameter)', () => {
  beforeEach(() => session.pulisci());

  it("signs the session in with authToken and opens the requested page of the app, with the other parameters", async () => {
    const loader = async ({ request }: LoaderFunctionArgs) => {
      const esito = await checkSession(new URL(request.url), valida);
      if (esito.tipo === 'login') throw redirect(esito.verso);
      return esito;
    };
    const router = createMemoryRouter(
      [{ path: '/', loader, HydrateFallback: () => null, children: [{ path: 'proxy', element: <ProxyPage /> }, { path: '*', element: <Dove /> }] }],
      { initialEntries: ['/proxy?authToken=dal-sito-esterno&path=/dashboard&view=module'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('pagina /dashboard?view=module')).toBeTruthy();
    expect(session.token()).toBe('dal-sito-esterno');
  });

  it.each([
    ['another site', 'https://altro.example/pagina'],
    ['a protocol-relative address', '//altro.example/pagina'],
    ['a backslash trick', '/\\altro.example'],
    ['nothing', ''],
  ])('never leaves the app: %s opens /home', (_caso, path) => {
    expect(proxyTarget(new URLSearchParams({ authToken: 'x', path }), 'http://localhost')).toBe('/home');
  });
});
