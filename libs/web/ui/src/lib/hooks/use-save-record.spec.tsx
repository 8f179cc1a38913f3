import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '../feedback/feedback-context';
import { resourceKeys } from '../api/query-keys';
import { useSaveRecord } from './use-save-record';

interface Chiamata {
  metodo: string;
  percorso: string;
  headers: Record<string, string>;
  corpo: unknown;
}

function server(status = 200, corpo: unknown = { data: { id: 9 } }) {
  const chiamate: Chiamata[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    chiamate.push({
      metodo: init.method ?? 'GET',
      percorso: new URL(url, 'http://localhost').pathname,
      headers: init.headers as Record<string, string>,
      corpo: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return { ok: status < 400, status, text: async () => JSON.stringify(corpo) };
  }) as unknown as typeof fetch;
  return chiamate;
}

function monta<T>(opzioni: Parameters<typeof useSaveRecord<T>>[0], caricato?: { chiave: readonly unknown[]; record: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (caricato) queryClient.setQueryData(caricato.chiave, caricato.record);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(() => useSaveRecord<T>(opzioni), { wrapper }), invalidate };
}

describe('useSaveRecord', () => {
  it('a dialog: a new record (id -1) is POST {risorsa} with an Idempotency-Key; then the lists reload and dopoSalvataggio gets the saved record', async () => {
    const chiamate = server();
    const dopo = jest.fn();
    const { result, invalidate } = monta<{ id: number; nome: string }>({ risorsa: '/iva', dopoSalvataggio: dopo });
    act(() => result.current.mutate({ id: -1, nome: 'IVA 22' }));
    await waitFor(() => expect(dopo).toHaveBeenCalledWith({ id: 9 }));
    expect(chiamate).toHaveLength(1);
    expect(chiamate[0]).toMatchObject({ metodo: 'POST', percorso: '/api/iva', corpo: { id: -1, nome: 'IVA 22' } });
    expect(chiamate[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: resourceKeys('/iva').all });
  });

  it('a dialog: an existing record is PUT {risorsa}/{id of the values}, without a key', async () => {
    const chiamate = server();
    const dopo = jest.fn();
    const { result } = monta<{ id: number }>({ risorsa: '/iva', dopoSalvataggio: dopo });
    act(() => result.current.mutate({ id: 5 }));
    await waitFor(() => expect(dopo).toHaveBeenCalled());
    expect(chiamate[0]).toMatchObject({ metodo: 'PUT', percorso: '/api/iva/5' });
    expect(chiamate[0].headers['Idempotency-Key']).toBeUndefined();
  });

  it("an edit page: the page's id decides, whatever the values hold", async () => {
    const chiamate = server();
    const { result } = monta<{ nome: string }>({ risorsa: '/gruppi', id: '12' });
    act(() => result.current.mutate({ nome: 'ADMIN' }));
    await waitFor(() => expect(chiamate).toHaveLength(1));
    expect(chiamate[0]).toMatchObject({ metodo: 'PUT', percorso: '/api/gruppi/12' });
  });

  it('a refusal goes to the screen’s own display when it has one, and nothing reloads', async () => {
    server(400, { messaggio: 'Codice obbligatorio#' });
    const mostraErrore = jest.fn();
    const dopo = jest.fn();
    const { result, invalidate } = monta<{ id: number }>({ risorsa: '/iva', mostraErrore, dopoSalvataggio: dopo });
    act(() => result.current.mutate({ id: -1 }));
    await waitFor(() => expect(mostraErrore).toHaveBeenCalled());
    expect(mostraErrore.mock.calls[0][0]).toMatchObject({ status: 400, messaggio: 'Codice obbligatorio#' });
    expect(dopo).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('an edit page sends back the versione it loaded: the form values\' own, else the loaded record\'s', async () => {
    const chiamate = server();
    const caricato = { chiave: resourceKeys('/strutture').record('7'), record: { id: 7, denominazione: 'A', versione: 4 } };
    const { result } = monta<{ id: number; denominazione: string; versione?: number }>({ risorsa: '/strutture', id: '7' }, caricato);
    act(() => result.current.mutate({ id: 7, denominazione: 'B' }));
    await waitFor(() => expect(chiamate).toHaveLength(1));
    expect(chiamate[0]).toMatchObject({ metodo: 'PUT', percorso: '/api/strutture/7', corpo: { id: 7, denominazione: 'B', versione: 4 } });
    act(() => result.current.mutate({ id: 7, denominazione: 'C', versione: 3 }));
    await waitFor(() => expect(chiamate).toHaveLength(2));
    expect(chiamate[1].corpo).toEqual({ id: 7, denominazione: 'C', versione: 3 });
  });

  it('a page that stays open after its save saves again over its own save, not over the version it first loaded', async () => {
    const chiamate = server(200, { data: { id: 8, nome: 'B', versione: 5 } });
    const { result } = monta<{ id: number; nome: string; versione: number }>({ risorsa: '/dataanalysisquery', id: '8' });
    act(() => result.current.mutate({ id: 8, nome: 'B', versione: 4 }));
    await waitFor(() => expect(chiamate).toHaveLength(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate({ id: 8, nome: 'C', versione: 4 }));
    await waitFor(() => expect(chiamate).toHaveLength(2));
    expect(chiamate.map((c) => (c.corpo as { versione: number }).versione)).toEqual([4, 5]);
  });

  it('a text versione (a report\'s "1.0") is a field, not the loaded version: sent as the form has it', async () => {
    const chiamate = server();
    const caricato = { chiave: resourceKeys('/printserver').record('3'), record: { id: 3, versione: '1.0' } };
    const { result } = monta<{ id: number; versione: string }>({ risorsa: '/printserver', id: '3' }, caricato);
    act(() => result.current.mutate({ id: 3, versione: '2.0' }));
    await waitFor(() => expect(chiamate).toHaveLength(1));
    expect(chiamate[0].corpo).toEqual({ id: 3, versione: '2.0' });
  });

  it("a 409 for another user's save asks to reload: Aggiorna reloads the record, nothing else reloads", async () => {
    server(409, { messaggio: 'Il record è stato modificato da un altro utente: ricaricare e riprovare' });
    const caricato = { chiave: resourceKeys('/strutture').record('7'), record: { id: 7, versione: 4 } };
    const mostraErrore = jest.fn();
    const dopo = jest.fn();
    const { result, invalidate } = monta<{ id: number }>({ risorsa: '/strutture', id: '7', mostraErrore, dopoSalvataggio: dopo }, caricato);
    act(() => result.current.mutate({ id: 7 }));
    expect(await screen.findByText('Il record è stato modificato da un altro utente: ricaricare e riprovare')).toBeTruthy();
    expect(screen.getByText('ATTENZIONE')).toBeTruthy();
    expect(mostraErrore).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Aggiorna' }).click());
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: resourceKeys('/strutture').record('7') }));
    expect(dopo).not.toHaveBeenCalled();
  });

  it('a 409 for a duplicate is not a reload: the refusal as usual', async () => {
    server(409, { messaggio: 'Esiste già una struttura con questo codice' });
    const mostraErrore = jest.fn();
    const { result } = monta<{ id: number }>({ risorsa: '/strutture', id: '7', mostraErrore }, { chiave: resourceKeys('/strutture').record('7'), record: { id: 7, versione: 4 } });
    act(() => result.current.mutate({ id: 7 }));
    await waitFor(() => expect(mostraErrore).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Aggiorna' })).toBeNull();
  });
});
