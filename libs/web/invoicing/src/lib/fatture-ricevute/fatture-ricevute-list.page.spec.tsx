import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { FatturaRicevutaElenco } from '@registro/contracts';
import { PageGrantsContext, Providers } from '@registro/web-ui';
import { FattureRicevuteListPage } from './fatture-ricevute-list.page';

const RIGHE: FatturaRicevutaElenco[] = [
  {
    id: 41,
    numero: '123',
    data: '2026-11-20',
    tipoDocumento: 'TD01',
    fornitore: { idAnagrafica: 9, denominazione: 'ALPHA SRL', partitaIva: '01234567890', codiceFiscale: '01234567890' },
    totale: 1234.56,
    divisa: 'EUR',
    scadenze: ['2026-12-20', '2027-01-20'],
    importataIl: '2026-11-28T16:01:15.100Z',
    formato: 'FPR12',
    nomeFile: 'IT01234567890_FPR03.xml.p7m',
  },
  {
    id: 42,
    numero: 'NC/7',
    data: '2026-11-21',
    tipoDocumento: 'TD04',
    fornitore: { idAnagrafica: 10, denominazione: 'MARIO BIANCHI', partitaIva: '', codiceFiscale: 'BNCMRA80A01D548T' },
    totale: 50,
    divisa: 'EUR',
    scadenze: [],
    importataIl: '2026-11-28T16:02:00.000Z',
    formato: 'FPR12',
    nomeFile: 'ITBNCMRA80A01D548T_20001.xml',
  },
];

function server() {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string) => {
    const url = new URL(indirizzo, 'http://localhost');
    richieste.push(url);
    return new Response(JSON.stringify({ data: { list: RIGHE, recordsNumber: RIGHE.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

function apri(modifica = true) {
  const router = createMemoryRouter(
    [
      { path: '/contabilita/fatturericevute', element: <FattureRicevuteListPage /> },
      { path: '/contabilita/fatturericevute/:id', element: <p>vista della fattura</p> },
    ],
    { initialEntries: ['/contabilita/fatturericevute'] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageGrantsContext.Provider value={{ concede: (p) => p === 'visualizza' || modifica }}>
        <RouterProvider router={router} />
      </PageGrantsContext.Provider>
    </Providers>,
  );
  return router;
}

describe('received invoices list (/contabilita/fatturericevute)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows supplier with VAT number or fiscal code, number, date, type by name, total, due dates and import time', async () => {
    const richieste = server();
    apri();
    const tabella = within(await screen.findByRole('table', { name: 'Fatture Ricevute' }));
    await tabella.findByText('ALPHA SRL');
    expect(tabella.getByText('P.IVA 01234567890')).toBeTruthy();
    expect(tabella.getByText('CF BNCMRA80A01D548T')).toBeTruthy();
    expect(tabella.getByRole('link', { name: '123' }).getAttribute('href')).toBe('/contabilita/fatturericevute/41');
    expect(tabella.getByText('20/11/2026')).toBeTruthy();
    expect(tabella.getByText('Fattura')).toBeTruthy();
    expect(tabella.getByText('Nota di credito')).toBeTruthy();
    expect(tabella.getByText(/1\.234,56\s€/)).toBeTruthy();
    expect(tabella.getByText('20/12/2026')).toBeTruthy();
    expect(tabella.getByText('20/01/2027')).toBeTruthy();
    expect(tabella.getByText('28/11/2026 17:01')).toBeTruthy();
    expect(richieste.find((u) => u.pathname === '/api/fatturericevute')?.searchParams.get('forPage')).toBe('100');
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeTruthy();
  });

  it('a click on a row opens the document', async () => {
    server();
    const router = apri();
    fireEvent.click(await screen.findByText('MARIO BIANCHI'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contabilita/fatturericevute/42'));
  });

  it('Cerca sends the filters (supplier, type, due dates) and keeps them for the session', async () => {
    const richieste = server();
    apri();
    await screen.findByText('ALPHA SRL');
    fireEvent.change(screen.getByLabelText('Fornitore'), { target: { value: ' alpha ' } });
    const scadenzaDal = screen.getByLabelText('Scadenza Dal');
    fireEvent.focus(scadenzaDal);
    fireEvent.input(scadenzaDal, { target: { value: '01/12/2026' } });
    fireEvent.blur(scadenzaDal);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(richieste.some((u) => u.pathname === '/api/fatturericevute' && u.searchParams.get('fornitore') === 'alpha' && u.searchParams.get('scadenzaDal') === '2026-12-01')).toBe(true),
    );
    expect(JSON.parse(sessionStorage.getItem('filtriLista:fatturericevute') ?? '{}')).toEqual({ fornitore: 'alpha', scadenzaDal: '2026-12-01' });
  });

  it('Importa only with modifica; it opens the import dialog', async () => {
    server();
    apri(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('Importa fatture ricevute')).toBeTruthy();
    expect(screen.getByText('Trascina qui i file .xml, .p7m o .zip')).toBeTruthy();
  });

  it('without modifica there is no Importa', async () => {
    server();
    apri(false);
    await screen.findByText('ALPHA SRL');
    expect(screen.queryByRole('button', { name: 'Importa' })).toBeNull();
  });
});
