import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { MENU_COMPLETO, type PermessiGruppo, type ProfiloUtente, type VoceMenu } from '@registro/contracts';
import { PROFILO_QUERY_KEY, Providers } from '@registro/web-ui';
import { HomePage } from './home.page';

function profilo(menuGruppo: VoceMenu[], permessi: PermessiGruppo[]): ProfiloUtente {
  return { id: 1, username: 'u', firstname: 'Mario', lastname: 'Rossi', profilo: 'G', gruppo: { id: 1, nome: 'G', menuGruppo, permessi } };
}

const LETTORE_DOCUMENTI: PermessiGruppo[] = [{ id: 'documenti', permessi: [{ permesso: 'visualizza', attivo: true }] }];
const LETTORE_ARCHIVIO: PermessiGruppo[] = [{ id: 'documentrepository', permessi: [{ permesso: 'visualizza', attivo: true }] }];
const LETTORE_TASK: PermessiGruppo[] = [{ id: 'taskmanager', permessi: [{ permesso: 'visualizza', attivo: true }] }];
const LETTORE_FATTURE: PermessiGruppo[] = [{ id: 'fatturazione', permessi: [{ permesso: 'visualizza', attivo: true }] }];

/** The contexts' counters: the calls Home makes. */
function api() {
  const chiamate: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    chiamate.push(percorso);
    const risposte: Record<string, object> = {
      '/api/paperclean/scrivania': { documentiInBozza: 3 },
      '/api/gesantask/scrivania': { taskInErrore: 1 },
      '/api/documentrepository/scrivania': { documentiDaFirmare: 4 },
      '/api/documenti/scrivania': { fattureDaEsportare: 2 },
    };
    const data = risposte[percorso] ?? {};
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return chiamate;
}

function mostraHome(menu: VoceMenu[], permessi: PermessiGruppo[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(PROFILO_QUERY_KEY, profilo(menu, permessi));
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

  it('counts what waits for a user who may see it, each counter a link to the list with the filter applied', async () => {
    const chiamate = api();
    mostraHome(MENU_COMPLETO, LETTORE_DOCUMENTI);
    const daFare = screen.getByRole('region', { name: 'Da fare' });
    const bozze = await within(daFare).findByRole('link', { name: '3 Documenti commerciali in bozza' });
    expect(bozze.getAttribute('href')).toBe('/papercleandocumentotipi/documenti?statoAttuale=BOZZA');
    expect(chiamate).toEqual(['/api/paperclean/scrivania']);
  });

  it('each context answers its own counter: the failed tasks and the documents to sign for a user of those sections', async () => {
    const chiamate = api();
    mostraHome(MENU_COMPLETO, [...LETTORE_DOCUMENTI, ...LETTORE_TASK, ...LETTORE_ARCHIVIO]);
    const daFare = screen.getByRole('region', { name: 'Da fare' });
    const falliti = await within(daFare).findByRole('link', { name: "1 Task con l'ultima esecuzione in errore" });
    expect(falliti.getAttribute('href')).toBe('/taskmanager?esito=ERRORE');
    expect(await within(daFare).findByRole('link', { name: '3 Documenti commerciali in bozza' })).toBeTruthy();
    const daFirmare = await within(daFare).findByRole('link', { name: '4 Documenti da firmare' });
    expect(daFirmare.getAttribute('href')).toBe('/documentrepository?firmato=false');
    expect([...chiamate].sort()).toEqual(['/api/documentrepository/scrivania', '/api/gesantask/scrivania', '/api/paperclean/scrivania']);
  });

  it('counts the invoices still to export for the SDI for a user who may see the invoices, linked to the list so filtered', async () => {
    const chiamate = api();
    mostraHome(MENU_COMPLETO, LETTORE_FATTURE);
    const daFare = screen.getByRole('region', { name: 'Da fare' });
    const daEsportare = await within(daFare).findByRole('link', { name: '2 Fatture da esportare per lo SDI' });
    expect(daEsportare.getAttribute('href')).toBe('/contabilita/fatturazione?daEsportare=true');
    expect(chiamate).toEqual(['/api/documenti/scrivania']);
  });

  it("asks no counter the group may not see, and shows none", () => {
    const chiamate = api();
    mostraHome(MENU_COMPLETO, [{ id: 'users', permessi: [{ permesso: 'visualizza', attivo: true }] }]);
    expect(screen.queryByRole('region', { name: 'Da fare' })).toBeNull();
    expect(chiamate).toEqual([]);
  });
});
