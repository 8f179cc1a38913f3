import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { PERMESSI, type NomePermesso, type PermessiGruppo, type VoceMenu } from '@registro/contracts';
import { Providers, createQueryClient, isAccessHandle, session } from '@registro/web-ui';
import { appRoutes, authenticatedRoutes } from './router';

const permessi = (sezione: string, ...attivi: NomePermesso[]): PermessiGruppo[] => [
  { id: sezione, permessi: PERMESSI.map((permesso) => ({ permesso, attivo: attivi.includes(permesso) })) },
];

interface Server {
  installata?: boolean;
  gruppo?: { menuGruppo: VoceMenu[]; permessi: PermessiGruppo[] };
}

/** The API as the browser sees it: a session that validates, the given profile, the installation state; any other call answers an empty list. */
function server({ installata = true, gruppo }: Server) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const corpo: Record<string, unknown> = {
      '/api/validate': { data: { valida: true, sessionType: 'A' } },
      '/api/users/profile': { data: { id: 3, username: 'operatore', firstname: 'Olga', lastname: 'Operatrice', profilo: 'Operatori', gruppo: { id: 2, nome: 'Operatori', ...gruppo } } },
      '/api/installation/stato': { data: { installata } },
    };
    return new Response(JSON.stringify(corpo[url.pathname] ?? { data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function apri(percorso: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [percorso] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const OPERATORE = { menuGruppo: [{ routeId: 'demo', text: 'Demo', children: [{ routeId: 'testlist', viewId: '/testlist', text: 'Atleti' }] }], permessi: permessi('demo', 'visualizza') };

describe('access that explains itself (one rule for every route)', () => {
  beforeEach(() => session.pulisci());
  afterEach(() => jest.restoreAllMocks());

  it('every page under the shell declares who may open it', () => {
    const senza = (rotte: RouteObject[]): string[] =>
      rotte.flatMap((r) => [...(r.index || r.path === '*' || isAccessHandle(r.handle) ? [] : [r.path ?? '(senza percorso)']), ...senza(r.children ?? [])]);
    expect(senza(authenticatedRoutes)).toEqual([]);
  });

  it('an operator typing an admin address stays there and reads that the page is not theirs, inside the shell with Home', async () => {
    session.impostaToken('token-operatore');
    server({ gruppo: OPERATORE });
    const router = apri('/users');
    expect(await screen.findByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByRole('alert').textContent).not.toMatch(/users|visualizza|Permesso negato/);
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(menu).getByRole('link', { name: /Home/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Torna alla Home' }));
    await screen.findByAltText('Registro');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a group without any menu still finds Home in the sidebar', async () => {
    session.impostaToken('token-vuoto');
    server({ gruppo: { menuGruppo: [], permessi: [] } });
    apri('/gruppi/view/1');
    expect(await screen.findByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent?.trim())).toEqual(['Home']);
  });
});

describe('/installation (spec 3 §2, spec 1 §2)', () => {
  beforeEach(() => session.pulisci());
  afterEach(() => jest.restoreAllMocks());

  it('without a session, while the platform is not installed, shows its form alone', async () => {
    server({ installata: false });
    apri('/installation');
    expect(await screen.findByRole('button', { name: 'Leggi File' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Installazione Piattaforma' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).toBeNull();
  });

  it('without a session, once installed, asks to sign in instead of showing the form', async () => {
    server({ installata: true });
    apri('/installation');
    expect(await screen.findByText(/La piattaforma è già installata/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leggi File' })).toBeNull();
  });

  it('for a signed-in administrator is a page of the shell, with the sidebar', async () => {
    session.impostaToken('token-admin');
    server({ gruppo: { menuGruppo: [{ routeId: 'home', viewId: '/home', text: 'Home' }], permessi: permessi('installation', 'visualizza', 'modifica') } });
    apri('/installation');
    expect(await screen.findByRole('button', { name: 'Leggi File' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principale' })).toBeTruthy();
  });

  it('for a signed-in user without the installation permission is the no-permission page, not the form', async () => {
    session.impostaToken('token-operatore');
    server({ gruppo: OPERATORE });
    apri('/installation');
    expect(await screen.findByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leggi File' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Menu principale' })).toBeTruthy();
  });
});
