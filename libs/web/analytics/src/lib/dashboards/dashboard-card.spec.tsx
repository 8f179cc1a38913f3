import { fireEvent, screen, within } from '@testing-library/react';
import { ELEMENTO_PREDEFINITO, type DashboardElement } from '@registro/contracts';
import { COLONNA_NUMERICA } from '@registro/web-ui';
import { renderWithApp } from '../../test-utils';
import { DashboardCard } from './dashboard-card';

const RIGHE = [
  { mese: '2026-12', fatturato: '950.94', fatture: 1200, creata: '2026-12-01T10:30:00Z', codice: '00123' },
  { mese: '2026-11', fatturato: 1234.5, fatture: 3, creata: '2026-11-02T08:00:00Z', codice: '00124' },
];
const card: DashboardElement = { ...ELEMENTO_PREDEFINITO, id: 1, title: 'Fatturato per mese', idQuery: 7, position: 1, type: 'numeric' };

/** The card's one call: the query's rows, as the api answers them (numeric as decimal text or number, instants as ISO). */
function api() {
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    return new Response(JSON.stringify(percorso === '/api/dataanalysisdatabaseinfo/eseguigraphicquery/7' ? { data: RIGHE } : { messaggio: 'Non trovato#' }), {
      status: percorso === '/api/dataanalysisdatabaseinfo/eseguigraphicquery/7' ? 200 : 404,
    });
  }) as unknown as typeof fetch;
}

describe('a dashboard card written the Italian way', () => {
  it('shows its value and its "Visualizza dati" cells as Italians write them, numbers aligned right', async () => {
    api();
    renderWithApp(<DashboardCard elemento={card} idDashboard={1} />);
    expect((await screen.findByTestId('valore-numerico')).textContent).toBe('950,94');

    fireEvent.click(screen.getByRole('button', { name: 'Visualizza dati' }));
    const dati = await screen.findByRole('dialog', { name: 'Fatturato per mese' });
    const righe = within(dati).getAllByRole('row').slice(1);
    // on a phone each cell also names its column (.p-column-title): the value is its last child
    const celle = righe.map((r) => within(r).getAllByRole('cell').map((c) => c.lastChild?.textContent));
    expect(celle).toEqual([
      ['12/2026', '950,94', '1.200', '01/12/2026 11:30', '00123'],
      ['11/2026', '1.234,5', '3', '02/11/2026 09:00', '00124'],
    ]);
    // the amounts' cells and their headers right-aligned (COLONNA_NUMERICA), the others as they read
    const aDestra = (celle: HTMLElement[]) => celle.map((c) => c.classList.contains(COLONNA_NUMERICA));
    expect(aDestra(within(righe[0]).getAllByRole('cell'))).toEqual([false, true, true, false, false]);
    expect(aDestra(within(dati).getAllByRole('columnheader'))).toEqual([false, true, true, false, false]);
  });
});
