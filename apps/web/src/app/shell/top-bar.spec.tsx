import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { MENU_COMPLETO, type ProfiloUtente } from '@registro/contracts';
import { Providers } from '@registro/web-ui';
import { TopBar } from './top-bar';

const ADMIN: ProfiloUtente = {
  id: 1,
  username: 'admin',
  firstname: 'Mario',
  lastname: 'Rossi',
  profilo: 'Amministratori',
  gruppo: { id: 1, nome: 'Amministratori', menuGruppo: MENU_COMPLETO, permessi: [] },
};

function mostraTopBar(percorso: string) {
  const router = createMemoryRouter([{ path: '*', element: <TopBar profilo={ADMIN} sessionType="A" onMenu={() => undefined} /> }], { initialEntries: [percorso] });
  render(
    <Providers queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.getByRole('navigation', { name: 'Dove sei' });
}

/** The top bar says where the user is (issue 25: it always said "Home"). */
describe('TopBar', () => {
  it('names the current page as the sidebar does, under its group, on detail pages too', () => {
    const percorso = mostraTopBar('/contabilita/fatturazione');
    expect([...percorso.querySelectorAll('a, span')].map((e) => e.textContent?.trim())).toEqual(['Home', 'Contabilità', 'Fatturazione']);
    expect(within(percorso).getByText('Fatturazione').getAttribute('aria-current')).toBe('page');
  });

  it('a detail page is under its list: /gruppi/view/1 is Amministrazione › Gruppi', () => {
    const percorso = mostraTopBar('/gruppi/view/1');
    expect(within(percorso).getByText('Gruppi').getAttribute('aria-current')).toBe('page');
    expect(within(percorso).getByText('Amministrazione')).toBeTruthy();
  });

  it('the longest entry wins: a commercial document type is under Documenti Commerciali Mobile only on its own path', () => {
    expect(within(mostraTopBar('/papercleandocumentotipi/documentimobile')).getByText('Documenti Commerciali Mobile').getAttribute('aria-current')).toBe('page');
  });

  it('on Home, Home is the current page', () => {
    const home = mostraTopBar('/home');
    expect(within(home).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(home.textContent?.trim()).toBe('Home');
  });

  it('where config.json does not say demo, a demo address (not found there) has no Demo crumb', () => {
    const demo = mostraTopBar('/testlist');
    expect(demo.textContent?.trim()).toBe('Home');
    expect(within(demo).queryByText('Demo')).toBeNull();
  });

  it('a page no entry holds says its own name: the own profile', () => {
    const profilo = mostraTopBar('/profilo/edit/1');
    expect(within(profilo).getByText('Profilo').getAttribute('aria-current')).toBe('page');
    expect(within(profilo).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it("the patient's bookings and document, outside the menu, say where they are", () => {
    expect(within(mostraTopBar('/lemieprenotazioni')).getByText('Le mie prenotazioni').getAttribute('aria-current')).toBe('page');
    cleanup();
    const documento = mostraTopBar('/paziente/view/7');
    expect([...documento.querySelectorAll('a, span')].map((e) => e.textContent?.trim())).toEqual(['Home', 'Home Paziente', 'Documento']);
  });

  it('an address no page has keeps the Home link alone', () => {
    expect(mostraTopBar('/pagina/che/non/esiste').textContent?.trim()).toBe('Home');
  });
});
