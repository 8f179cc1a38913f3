import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { DashboardGruppiPage } from './dashboard-gruppi.page';

const json = (corpo: unknown, status = 200) => new Response(JSON.stringify(corpo), { status });
const ASSOCIAZIONE = { id: 5, profilo: 'OPERATORE', idDashboard: 2, profiloTitle: 'OPERATORE', dashboardTitle: 'Fatturato', dashboardDescrizione: '' };

/** The page's calls: the association list (its status), the profiles, the dashboards, the delete. */
function api(statoLista: number) {
  const chiamate: { metodo: string; percorso: string }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso });
    if (metodo === 'DELETE') return json({ messaggio: 'Eliminato', data: null });
    if (percorso === '/api/dataanalysisgruppodashboard')
      return statoLista === 200 ? json({ data: { list: [ASSOCIAZIONE], recordsNumber: 1 } }) : json({ messaggio: 'Errore interno#' }, statoLista);
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('/dataanalysisdashboardgruppi (spec 2 §8)', () => {
  it("a failed load of the list is the toast 'Errore nel caricamento dei dati'", async () => {
    api(500);
    renderWithApp(<DashboardGruppiPage />);
    expect(await screen.findByText('Errore nel caricamento dei dati')).toBeTruthy();
  });

  it("the delete asks 'Sei sicuro di eliminare questo gruppo?' with SI and NO", async () => {
    const chiamate = api(200);
    renderWithApp(<DashboardGruppiPage />);
    const riga = await screen.findByRole('row', { name: /Fatturato/ });
    fireEvent.click(within(riga).getByRole('button', { name: 'Elimina' }));
    const domanda = await screen.findByRole('dialog', { name: 'Conferma' });
    expect(domanda.textContent).toContain('Sei sicuro di eliminare questo gruppo?');
    fireEvent.click(within(domanda).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Eliminazione avvenuta con successo')).toBeTruthy();
    await waitFor(() => expect(chiamate).toContainEqual({ metodo: 'DELETE', percorso: '/api/dataanalysisgruppodashboard/5' }));
    expect(screen.queryByText('Errore nel caricamento dei dati')).toBeNull();
  });
});
