import { act, render, screen, waitFor } from '@testing-library/react';
import { errorLines } from '../api/api-error';
import { avviaServer, sovraccarico } from '../api/test/overload-server';
import { useAllRows } from '../hooks/use-all-rows';
import { createQueryClient, Providers } from '../providers/providers';

/** A screen reading a list through a shared hook (TanStack Query with the app's defaults). */
function Elenco() {
  const lista = useAllRows<string>('/lista');
  if (lista.isError) return <p>{errorLines(lista.error).join(' ')}</p>;
  return <p>{lista.data ? `righe: ${lista.data.length}` : 'in lettura'}</p>;
}

const monta = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <Elenco />
    </Providers>,
  );

describe('the overload notice (a real local server answering 503 + Retry-After)', () => {
  let server: Awaited<ReturnType<typeof avviaServer>> | undefined;
  afterEach(async () => {
    await server?.chiudi();
    server = undefined;
  });

  it('a wait longer than a second shows "Servizio occupato", gone once the retry answers', async () => {
    server = await avviaServer([sovraccarico(2), { status: 200, corpo: { data: ['a', 'b'] } }]);
    monta();

    expect(await screen.findByText('Servizio occupato')).toBeTruthy();
    expect(screen.getByText(/nuovo tentativo automatico/)).toBeTruthy();
    expect(await screen.findByText('righe: 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Servizio occupato')).toBeNull());
  });

  it('a retry within a second goes unnoticed', async () => {
    server = await avviaServer([sovraccarico(0), { status: 200, corpo: { data: [] } }]);
    monta();

    expect(await screen.findByText('righe: 0')).toBeTruthy();
    expect(server.ricevute).toHaveLength(2);
    expect(screen.queryByText('Servizio occupato')).toBeNull();
  });

  it("retries exhausted: the server's messaggio is shown as any error, and TanStack Query does not ask again on top", async () => {
    server = await avviaServer([sovraccarico(1)]);
    monta();

    expect(await screen.findByText('Servizio momentaneamente sovraccarico: riprovare tra 1 secondo')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(server.ricevute).toHaveLength(3);
  });
});
