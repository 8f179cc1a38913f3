import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { MENU_COMPLETO, type ProfiloUtente, type VoceMenu } from '@registro/contracts';
import { PROFILO_QUERY_KEY, Providers } from '@registro/web-ui';
import { HomePage } from './home.page';

function profilo(menuGruppo: VoceMenu[]): ProfiloUtente {
  return { id: 1, username: 'u', firstname: 'Mario', lastname: 'Rossi', profilo: 'G', gruppo: { id: 1, nome: 'G', menuGruppo, permessi: [] } };
}

function mostraHome(menu: VoceMenu[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(PROFILO_QUERY_KEY, profilo(menu));
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/home'] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** Home is the user's desk (issue 25): the logo, and a shortcut to every page of the group's menu. */
describe('HomePage', () => {
  it('keeps the logo and offers the pages of the menu as links, under their first-level entry', () => {
    mostraHome(MENU_COMPLETO);
    expect(screen.getByRole('img', { name: 'Registro' })).toBeTruthy();
    const scrivania = screen.getByRole('navigation', { name: 'Le tue scorciatoie' });
    const contabilita = within(scrivania).getByRole('region', { name: 'Contabilità' });
    expect(within(contabilita).getByRole('link', { name: 'Fatturazione' }).getAttribute('href')).toBe('/contabilita/fatturazione');
    expect(within(scrivania).queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('offers only what the group menu holds', () => {
    mostraHome([
      { routeId: 'home', viewId: '/home', text: 'Home' },
      { routeId: 'users', viewId: '/users', text: 'Utenti', iconCls: 'pi pi-users' },
    ]);
    const scrivania = screen.getByRole('navigation', { name: 'Le tue scorciatoie' });
    expect(within(scrivania).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Utenti', '/users']]);
  });

  it('with an empty menu shows the logo alone', () => {
    mostraHome([]);
    expect(screen.getByRole('img', { name: 'Registro' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Le tue scorciatoie' })).toBeNull();
  });
});
