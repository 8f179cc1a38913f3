import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { PERMESSI, type NomePermesso, type PermessiGruppo } from '@registro/contracts';
import { Providers } from '../providers/providers';
import { PageLayout } from '../page-layout/page-layout';
import { RowDeleteButton, RowEditButton } from '../page-layout/row-buttons';
import { RouteAccessGate } from './access-gate';
import { SIGNED_IN, requiresPermission } from './page-access';

const permessi = (sezione: string, ...attivi: NomePermesso[]): PermessiGruppo[] => [
  { id: sezione, permessi: PERMESSI.map((permesso) => ({ permesso, attivo: attivi.includes(permesso) })) },
];

/** The signed-in user's profile as GET /api/users/profile answers it; any other call fails. */
function profiloCon(gruppo: PermessiGruppo[]) {
  globalThis.fetch = jest.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    const corpo = url.pathname === '/api/users/profile' ? { data: { id: 7, firstname: 'Ada', lastname: 'Rossi', gruppo: { menuGruppo: [], permessi: gruppo } } } : { messaggio: 'Errore' };
    const status = url.pathname === '/api/users/profile' ? 200 : 500;
    return { ok: status < 400, status, text: async () => JSON.stringify(corpo) };
  }) as unknown as typeof fetch;
}

const PaginaUtenti = () => (
  <PageLayout titolo="Utenti" onRefresh={() => undefined} onNew={() => undefined} onEdit={() => undefined}>
    elenco utenti
    <div aria-label="riga">
      <RowEditButton onClick={() => undefined} />
      <RowDeleteButton onClick={() => undefined} />
    </div>
  </PageLayout>
);

/** The shell's frame: the gate around the page, as MainLayout puts it. */
function apri(percorso: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteAccessGate>
            <Outlet />
          </RouteAccessGate>
        ),
        children: [
          { path: 'home', handle: SIGNED_IN, element: <h1>Pagina Home</h1> },
          { path: 'users', handle: requiresPermission('users'), element: <PaginaUtenti /> },
        ],
      },
    ],
    { initialEntries: ['/home', percorso], initialIndex: 1 },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('a page the user may not open (one rule for every route)', () => {

  it('says so in Italian, with a way back (Indietro, Torna alla Home), and no section or permission code', async () => {
    profiloCon(permessi('demo', 'visualizza'));
    apri('/users');
    const avviso = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeTruthy();
    expect(avviso.textContent).not.toMatch(/users|visualizza|modifica|sezione|Permesso negato/i);
    expect(screen.getByRole('button', { name: 'Torna alla Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeTruthy();
    expect(screen.queryByText('elenco utenti')).toBeNull();
    // only the profile was asked: the page's own calls are not made
    expect((globalThis.fetch as jest.Mock).mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname)).toEqual(['/api/users/profile']);
  });

  it('opens the page with the permission', async () => {
    profiloCon(permessi('users', 'visualizza', 'modifica'));
    apri('/users');
    expect(await screen.findByText('elenco utenti')).toBeTruthy();
    expect(screen.queryByText('Non hai i permessi per questa pagina')).toBeNull();
  });
});

describe('a button the user may not use is not offered', () => {

  it('a read-only user sees no Nuovo and no pencil in the toolbar, Aggiorna stays', async () => {
    profiloCon(permessi('users', 'visualizza'));
    apri('/users');
    await screen.findByText('elenco utenti');
    const etichette = Array.from(screen.getByRole('toolbar').querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(etichette).toEqual(['Aggiorna']);
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Modifica' })).toEqual([]);
  });

  it('a row offers the pencil with modifica and the trash only with elimina', async () => {
    profiloCon(permessi('users', 'visualizza', 'modifica'));
    apri('/users');
    await screen.findByText('elenco utenti');
    const riga = screen.getByLabelText('riga');
    expect(Array.from(riga.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'))).toEqual(['Modifica']);
  });

  it('with modifica on the page section Nuovo and the pencil are there', async () => {
    profiloCon(permessi('users', 'visualizza', 'modifica'));
    apri('/users');
    await screen.findByText('elenco utenti');
    const etichette = Array.from(screen.getByRole('toolbar').querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(etichette).toEqual(['Aggiorna', 'Nuovo', 'Modifica']);
  });
});
