import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { CaseificioSyncPage } from './caseificio-sync.page';

/** The api as the page sees it: the status answers, and the import's answer. */
function api(importStato: string[], avvio: { status: number; body: object }) {
  const richieste: string[] = [];
  let letture = 0;
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    richieste.push(percorso);
    if (percorso === '/api/caseificioimport') return new Response(JSON.stringify(avvio.body), { status: avvio.status });
    const testo = importStato[Math.min(letture++, importStato.length - 1)];
    return new Response(JSON.stringify({ data: { importStato: testo, inEsecuzione: false } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

function mostra() {
  const router = createMemoryRouter([{ path: '*', element: <CaseificioSyncPage /> }]);
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Import Caseificio (/caseificiosync)', () => {
  it('Aggiorna reads the status again and starts nothing', async () => {
    const richieste = api(['Nessun import eseguito', 'Ultimo import completato il 28-11-2026 17:05:51: Importate 6 consegne'], { status: 200, body: {} });
    mostra();
    expect(await screen.findByText('Nessun import eseguito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(await screen.findByText(/Ultimo import completato il 28-11-2026 17:05:51/)).toBeTruthy();
    expect(richieste).toEqual(['/api/attivazione/1', '/api/attivazione/1']);
  });

  it('Importa starts the import and shows its message; a refusal shows what the administrator must configure', async () => {
    const richieste = api(['Nessun import eseguito'], { status: 200, body: { messaggio: "Import avviato dalla sorgente dimostrativa di sviluppo: lo stato si aggiorna durante l'elaborazione" } });
    mostra();
    await screen.findByText('Nessun import eseguito');
    fireEvent.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText("Import avviato dalla sorgente dimostrativa di sviluppo: lo stato si aggiorna durante l'elaborazione")).toBeTruthy();
    await waitFor(() => expect(richieste).toContain('/api/caseificioimport'));

    const rifiuto = 'Indirizzo della sorgente del caseificio non configurato: impostarlo in Parametri di Configurazione (parametro CASEIFICIO_INDIRIZZO_SORGENTE)';
    api(['Nessun import eseguito'], { status: 409, body: { messaggio: rifiuto } });
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText(rifiuto)).toBeTruthy();
  });
});
