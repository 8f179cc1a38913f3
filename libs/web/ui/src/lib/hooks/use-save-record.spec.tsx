import { act, renderHook, waitFor } from '@testing-library/react';
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

function monta<T>(opzioni: Parameters<typeof useSaveRecord<T>>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
});
