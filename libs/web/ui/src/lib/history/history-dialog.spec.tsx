import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HistoryDialog } from './history-dialog';
import { ValoreStorico } from './state-at';

function server(corpo: unknown) {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(corpo) })) as unknown as typeof fetch;
}

const monta = (ui: React.ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('the modification history in Italian', () => {
  it('shows the version, who, when and the lines the server wrote', async () => {
    server({
      data: {
        list: [{ versione: 1, createUser: 'admin', createDate: '2026-11-28T16:01:15.100Z', modifiche: 'Totali ricalcolati\nTotale IVA: 0,00 → 2,20' }],
        recordsNumber: 1,
      },
    });
    monta(<HistoryDialog visible onHide={() => undefined} sezione="fatture" idRisorsa={7} />);
    expect(await screen.findByText(/Totale IVA: 0,00 → 2,20/)).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.queryByText(/2026-11-28T/)).toBeNull();
  });

  it('reads a record as it was: an ISO instant on the Rome clock, a decimal with a comma, a flag as sì/no', () => {
    const { container } = render(
      <>
        <span data-testid="istante"><ValoreStorico valore="2026-11-28T16:01:15.100Z" /></span>
        <span data-testid="estate"><ValoreStorico valore="2026-07-01T22:30:00Z" /></span>
        <span data-testid="giorno"><ValoreStorico valore="2026-11-28" /></span>
        <span data-testid="decimale"><ValoreStorico valore={2.2} /></span>
        <span data-testid="intero"><ValoreStorico valore={2026} /></span>
        <span data-testid="flag"><ValoreStorico valore={true} /></span>
        <span data-testid="vuoto"><ValoreStorico valore={null} /></span>
      </>,
    );
    expect(screen.getByTestId('istante').textContent).toBe('28/11/2026 17:01');
    expect(screen.getByTestId('estate').textContent).toBe('02/07/2026 00:30');
    expect(screen.getByTestId('giorno').textContent).toBe('28/11/2026');
    expect(screen.getByTestId('decimale').textContent).toBe('2,20');
    expect(screen.getByTestId('intero').textContent).toBe('2026');
    expect(screen.getByTestId('flag').textContent).toBe('sì');
    expect(screen.getByTestId('vuoto').textContent).toBe('-');
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T|2\.2/);
  });
});
