import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMESSI } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { OrdiniListPage } from './ordini-list.page';

const json = (corpo: unknown) => new Response(JSON.stringify(corpo), { status: 200 });

/** The API for a clerk with ordini/visualizza: two customers named alike, no orders. */
function api() {
  const chiamate: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost');
    chiamate.push(`${percorso.pathname}${percorso.search}`);
    if (percorso.pathname === '/api/users/profile')
      return json({ data: { id: 1, username: 'admin', gruppo: { id: 1, nome: 'Amministratori', menuGruppo: [], permessi: [{ id: 'ordini', permessi: PERMESSI.map((permesso) => ({ permesso, attivo: permesso === 'visualizza' })) }] } } });
    if (percorso.pathname === '/api/users')
      return json({
        data: {
          list: [
            { id: 7, lastname: 'Rossi', firstname: 'Mario', username: 'mrossi' },
            { id: 9, lastname: 'Rossi', firstname: 'Mario', username: 'mario.rossi2' },
          ],
          recordsNumber: 2,
        },
      });
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('/ordini customer filter', () => {
  it('tells two customers with the same name apart by their username', async () => {
    const chiamate = api();
    renderWithApp(<OrdiniListPage />);
    const cliente = await screen.findByLabelText('Cliente');
    await waitFor(() => expect(chiamate.some((c) => c.startsWith('/api/users?') && c.includes('profilo=CLIENTE'))).toBe(true));
    fireEvent.click(cliente.closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByText('Rossi Mario (mrossi)', { selector: '.p-dropdown-item, .p-dropdown-item *' })).toBeTruthy();
    expect(screen.getByText('Rossi Mario (mario.rossi2)', { selector: '.p-dropdown-item, .p-dropdown-item *' })).toBeTruthy();
  });
});
