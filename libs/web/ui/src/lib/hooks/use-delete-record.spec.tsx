import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../feedback/feedback-context';
import { resourceKeys } from '../api/query-keys';
import { useDeleteRecord, type DeleteRecordOptions } from './use-delete-record';

function server(status: number, corpo: unknown) {
  const chiamate: { metodo: string; percorso: string }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    chiamate.push({ metodo: init.method ?? 'GET', percorso: new URL(url, 'http://localhost').pathname });
    return { ok: status < 400, status, text: async () => JSON.stringify(corpo) };
  }) as unknown as typeof fetch;
  return chiamate;
}

function Riga({ opzioni, domanda }: { opzioni: DeleteRecordOptions; domanda?: string }) {
  const elimina = useDeleteRecord(opzioni);
  return <button onClick={() => elimina(4, domanda)}>Elimina</button>;
}

function monta(opzioni: DeleteRecordOptions, domanda?: string) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <Riga opzioni={opzioni} domanda={domanda} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
  return invalidate;
}

describe('useDeleteRecord', () => {
  it("asks the row's own question, deletes {risorsa}/{id}, shows the screen's success text and reloads the lists", async () => {
    const chiamate = server(200, { data: null, messaggio: 'Eliminato dal server' });
    const invalidate = monta({ risorsa: '/gruppi', titolo: 'Gruppi', conferma: 'Domanda fissa', successo: 'Operazione effettuata' }, 'Eliminare il gruppo ADMIN?');
    expect(await screen.findByText('Eliminare il gruppo ADMIN?')).toBeTruthy();
    expect(screen.queryByText('Domanda fissa')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Operazione effettuata')).toBeTruthy();
    expect(chiamate).toEqual([{ metodo: 'DELETE', percorso: '/api/gruppi/4' }]);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: resourceKeys('/gruppi').all }));
  });

  it("the screen may show the server's answer itself instead of the toast", async () => {
    server(200, { data: null, messaggio: 'Richiesta eliminata' });
    const mostraRisposta = jest.fn();
    monta({ risorsa: '/integrazionebusiness', conferma: 'Eliminare?', mostraRisposta });
    fireEvent.click(await screen.findByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(mostraRisposta).toHaveBeenCalledWith({ data: null, messaggio: 'Richiesta eliminata' }));
    expect(screen.queryByText('Richiesta eliminata')).toBeNull();
  });

  it("a refusal goes to the screen's own display and the lists still reload", async () => {
    server(409, { messaggio: 'Gruppo in uso#' });
    const mostraErrore = jest.fn();
    const invalidate = monta({ risorsa: '/gruppi', conferma: 'Eliminare?', mostraErrore });
    fireEvent.click(await screen.findByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(mostraErrore).toHaveBeenCalled());
    expect(mostraErrore.mock.calls[0][0]).toMatchObject({ status: 409, messaggio: 'Gruppo in uso#' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/gruppi'] }));
  });

  it("answers SI / NO where the spec words the question so (spec 2 §8 the dashboard groups' delete); NO deletes nothing", async () => {
    const chiamate = server(200, { data: null, messaggio: 'Eliminato' });
    monta({ risorsa: '/dataanalysisgruppodashboard', conferma: 'Sei sicuro di eliminare questo gruppo?', etichette: 'SI/NO' });
    fireEvent.click(await screen.findByRole('button', { name: 'NO' }));
    expect(screen.queryByRole('button', { name: 'Sì' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    fireEvent.click(await screen.findByRole('button', { name: 'SI' }));
    await waitFor(() => expect(chiamate).toEqual([{ metodo: 'DELETE', percorso: '/api/dataanalysisgruppodashboard/4' }]));
  });
});
