import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../test-utils';
import { DocumentiListPage } from './documenti/documenti-list.page';
import { OrdiniListPage } from './ordini/ordini-list.page';

interface Chiamata {
  metodo: string;
  url: URL;
}

/** fetch: the profile, an empty page for any list GET, an .xlsx for POST …/excel. */
function server() {
  const chiamate: Chiamata[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    const url = new URL(indirizzo, 'http://localhost');
    chiamate.push({ metodo, url });
    if (metodo === 'POST') {
      return new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="lista.xlsx"' } });
    }
    const data = url.pathname === '/api/users/profile' ? { gruppo: { permessi: [] } } : { list: [], recordsNumber: 0 };
    return new Response(JSON.stringify({ data }), { status: 200 });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return chiamate;
}

const excel = (chiamate: Chiamata[]) => chiamate.filter((c) => c.metodo === 'POST' && c.url.pathname.endsWith('/excel'));

describe('Scarica Excel on the commerce lists', () => {
  it('the documents of the principal store: POST paperclean/documenti/excel with the type of the list', async () => {
    const chiamate = server();
    renderWithApp(<DocumentiListPage />, '/papercleandocumentotipi/documenti?codiceTipo=DDT&tipo=P');
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(excel(chiamate)).toHaveLength(1));
    expect(excel(chiamate)[0].url.pathname).toBe('/api/paperclean/documenti/excel');
    expect(excel(chiamate)[0].url.searchParams.get('tipo')).toBe('DDT');
  });

  it('the documents of the archive store: POST paperclean/documenti/a/excel', async () => {
    const chiamate = server();
    renderWithApp(<DocumentiListPage />, '/papercleandocumentotipi/documenti?codiceTipo=FAT&tipo=A');
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(excel(chiamate)).toHaveLength(1));
    expect(excel(chiamate)[0].url.pathname).toBe('/api/paperclean/documenti/a/excel');
    expect(excel(chiamate)[0].url.searchParams.get('tipo')).toBe('FAT');
  });

  it('the orders: POST ordiniordini/excel with the filters of the list', async () => {
    const chiamate = server();
    renderWithApp(<OrdiniListPage />, '/ordini');
    fireEvent.change(await screen.findByLabelText('Numero Ordine'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(chiamate.some((c) => c.url.pathname === '/api/ordiniordini' && c.url.searchParams.get('codice') === '12')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(excel(chiamate)).toHaveLength(1));
    expect(excel(chiamate)[0].url.pathname).toBe('/api/ordiniordini/excel');
    expect(excel(chiamate)[0].url.searchParams.get('codice')).toBe('12');
  });
});
