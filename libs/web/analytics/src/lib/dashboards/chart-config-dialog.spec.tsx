import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardElement } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { ChartConfigDialog } from './chart-config-dialog';
import { newElement } from './dashboard-element';

const RIGHE = [
  { tipo: 'Fattura', documenti: 12 },
  { tipo: 'Nota di credito', documenti: 3 },
];

/** The API: the saved queries (or 403 without `dataanalysis`) and the rows of query 3. */
function api({ queries = true } = {}) {
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    if (percorso === '/api/dataanalysisquery')
      return queries
        ? new Response(JSON.stringify({ data: { list: [{ id: 3, title: 'Documenti per tipo' }], recordsNumber: 1 } }), { status: 200 })
        : new Response(JSON.stringify({ messaggio: 'Permesso negato' }), { status: 403 });
    if (percorso === '/api/dataanalysisdatabaseinfo/eseguigraphicquery/3') return new Response(JSON.stringify({ data: RIGHE }), { status: 200 });
    return new Response(JSON.stringify({ data: { list: [], recordsNumber: 0 } }), { status: 200 });
  }) as unknown as typeof fetch;
}

const elemento = (valori: Partial<DashboardElement>): DashboardElement => ({ ...newElement([]), idQuery: 3, ...valori });

describe('chart configuration dialog', () => {
  it('a numeric card whose query returns more than one row: the warning, OK disabled, the chart controls off', async () => {
    api();
    renderWithApp(<ChartConfigDialog elemento={elemento({ type: 'numeric' })} onHide={jest.fn()} onConferma={jest.fn()} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Configurazione grafico' });
    expect(await within(dialogo).findByText('Attenzione: la query deve restituire un solo valore per il grafico numerico')).toBeTruthy();
    expect((within(dialogo).getByRole('button', { name: 'Ok' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialogo).getByRole('switch', { name: 'tipo' }) as HTMLInputElement).disabled).toBe(true);
    expect((dialogo.querySelector('#margine') as HTMLInputElement).disabled).toBe(true);
  });

  it('a bar chart: the query columns become X-axis switches, OK gives the element with its xvalue', async () => {
    api();
    const onConferma = jest.fn();
    renderWithApp(<ChartConfigDialog elemento={elemento({ title: 'Per tipo' })} onHide={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Configurazione grafico' });
    fireEvent.click(await within(dialogo).findByRole('switch', { name: 'tipo' }));
    expect(within(dialogo).queryByText('Attenzione: la query deve restituire un solo valore per il grafico numerico')).toBeNull();
    const ok = within(dialogo).getByRole('button', { name: 'Ok' }) as HTMLButtonElement;
    await waitFor(() => expect(ok.disabled).toBe(false));
    fireEvent.click(ok);
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ title: 'Per tipo', idQuery: 3, type: 'graphic', graphicType: 'bar', xvalue: 'tipo', lg: 6 })));
  });

  it('without the list of queries (no dataanalysis) the element keeps its own query', async () => {
    api({ queries: false });
    renderWithApp(<ChartConfigDialog elemento={elemento({})} onHide={jest.fn()} onConferma={jest.fn()} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Configurazione grafico' });
    await waitFor(() => expect(within(dialogo).getAllByText('Query 3').length).toBeGreaterThan(0));
    expect(await within(dialogo).findByRole('switch', { name: 'documenti' })).toBeTruthy();
  });
});
