import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MENU_COMPLETO } from '@registro/contracts';
import { CONFIG_QUERY_KEY, DEFAULT_CONFIG } from '@registro/web-ui';
import { Sidebar } from './sidebar';

/** The sidebar of the whole catalogue, with config.json's `demo` as given (the repository's file says true). */
function mostraSidebar(percorso: string, demo = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CONFIG_QUERY_KEY, { ...DEFAULT_CONFIG, demo });
  const router = createMemoryRouter([{ path: '*', element: <Sidebar menu={MENU_COMPLETO} /> }], { initialEntries: [percorso] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Sidebar', () => {
  it('builds nested groups from the menu and opens the one holding the route at 42 px per child', () => {
    mostraSidebar('/gruppi/view/1');
    const amministrazione = MENU_COMPLETO.find((v) => v.routeId === 'amministrazione')!;
    expect(screen.getByTestId('sottomenu-amministrazione').style.height).toBe(`${amministrazione.children!.length * 42}px`);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe('0px');
    expect(screen.getByRole('link', { name: 'Gruppi' }).className).toContain('attiva');
    expect(screen.getByRole('link', { name: 'Utenti' }).className).not.toContain('attiva');
  });

  it('opens and closes a group on click', () => {
    mostraSidebar('/home');
    const demo = screen.getByRole('button', { name: /Demo/ });
    expect(demo.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(demo);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe(`${3 * 42}px`);
    fireEvent.click(demo);
    expect(screen.getByTestId('sottomenu-demo').style.height).toBe('0px');
  });

  it('one entry per screen: no two entries with one label, no placeholder; the Demo group only where config.json says demo', () => {
    mostraSidebar('/home', false);
    const etichette = [...document.querySelectorAll('.registro-menu-testo')].map((e) => e.textContent);
    expect(new Set(etichette).size).toBe(etichette.length);
    expect(etichette).not.toContain('Query Builder');
    expect(etichette).not.toContain('Demo');
    expect(etichette.filter((e) => e === 'Documenti')).toEqual([]);
    expect(etichette).toEqual(expect.arrayContaining(['Dashboard', 'Gestione Dashboard', 'Numeratori', 'Documenti Commerciali', 'Tipi Documento Fatturazione']));
  });
});
