import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { FattureListPage } from './fatture-list.page';
import { FILTRI_FATTURE_KEY } from './fatture-filters';

function server() {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string) => {
    const url = new URL(indirizzo, 'http://localhost');
    richieste.push(url);
    const list =
      url.pathname === '/api/strutture'
        ? [{ id: 1, codiceStruttura: '001', denominazione: 'Centro Medico' }]
        : [
            { id: 7, numeroDocumento: '12', dataDocumento: '2026-03-07T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'ROSSI', nomeSoggetto: 'MARIO', codiceStruttura: '001', totaleDocumento: 1234.5, privato: true, statoSdi: null },
            { id: 8, numeroDocumento: '13', dataDocumento: '2026-03-08T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'ACME SRL', nomeSoggetto: '', codiceStruttura: '001', totaleDocumento: 50, privato: false, statoSdi: 'CONSEGNATA' },
          ];
    return new Response(JSON.stringify({ data: { list, recordsNumber: list.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

describe('invoice list (/contabilita/fatturazione)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the rows: date, number, type linked to the view, name, EUR total; a private person is flagged', async () => {
    const richieste = server();
    renderWithApp(<FattureListPage />, '/contabilita/fatturazione');
    const link = (await screen.findAllByRole('link', { name: 'Fattura' }))[0];
    expect(link.getAttribute('href')).toBe('/contabilita/fatturazione/view/7');
    expect(screen.getByText('07/03/2026')).toBeTruthy();
    expect(screen.getByText('ROSSI MARIO')).toBeTruthy();
    expect(screen.getByText(/1\.234,50\s€/)).toBeTruthy();
    expect(screen.getAllByLabelText('Fattura a persona fisica: non inviare allo SDI (D.Lgs. 81/2025)')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Stato SDI' })).toBeTruthy();
    expect(screen.getByText('Consegnata')).toBeTruthy();
    const lista = richieste.find((u) => u.pathname === '/api/documenti');
    expect(lista?.searchParams.get('forPage')).toBe('100');
  });

  it('Cerca sends the filter and keeps it in session storage', async () => {
    const richieste = server();
    renderWithApp(<FattureListPage />, '/fatturazione');
    await screen.findByText('ROSSI MARIO');
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/fatturazione/view/7');
    fireEvent.change(screen.getByLabelText('Ragione Sociale'), { target: { value: ' Rossi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(richieste.some((u) => u.pathname === '/api/documenti' && u.searchParams.get('cognomeRagioneSoggetto') === 'Rossi')).toBe(true));
    expect(JSON.parse(sessionStorage.getItem(FILTRI_FATTURE_KEY) ?? '{}')).toEqual({ cognomeRagioneSoggetto: 'Rossi' });
  });

  it('a stored Stato SDI filter is sent and shown', async () => {
    sessionStorage.setItem(FILTRI_FATTURE_KEY, JSON.stringify({ statoSdi: 'SCARTATA' }));
    const richieste = server();
    renderWithApp(<FattureListPage />, '/fatturazione');
    await screen.findByText('ROSSI MARIO');
    expect(richieste.some((u) => u.pathname === '/api/documenti' && u.searchParams.get('statoSdi') === 'SCARTATA')).toBe(true);
    expect(screen.getAllByText('Scartata').length).toBeGreaterThan(0);
  });

  it("opened from Home's counter, lists only the invoices to export, says so, keeps it through Cerca, and Mostra tutte lifts it", async () => {
    const richieste = server();
    renderWithApp(<FattureListPage />, '/contabilita/fatturazione?daEsportare=true');
    expect(await screen.findByText('Solo le fatture da esportare per lo SDI')).toBeTruthy();
    await waitFor(() => expect(richieste.some((u) => u.pathname === '/api/documenti' && u.searchParams.get('daEsportare') === 'true')).toBe(true));
    fireEvent.change(screen.getByLabelText('Ragione Sociale'), { target: { value: 'Rossi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(richieste.some((u) => u.pathname === '/api/documenti' && u.searchParams.get('cognomeRagioneSoggetto') === 'Rossi' && u.searchParams.get('daEsportare') === 'true')).toBe(true),
    );
    const prima = richieste.length;
    fireEvent.click(screen.getByRole('button', { name: 'Mostra tutte' }));
    await waitFor(() => expect(richieste.slice(prima).some((u) => u.pathname === '/api/documenti' && !u.searchParams.has('daEsportare'))).toBe(true));
    expect(screen.queryByText('Solo le fatture da esportare per lo SDI')).toBeNull();
  });
});
