import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { AthleteViewPage } from './athlete-view.page';

const ATLETA_42 = { id: 42, nome: 'Giulia', cognome: 'Esposito', dataNascita: '1994-03-07', sport: 'Pallavolo', societa: 'A.S.D. Pallavolo Napoli', citta: 'Napoli' };

/** GET /api/test/atleti answering one page with the given rows. */
function atleti(righe: unknown[]) {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    richieste.push(new URL(url, 'http://localhost'));
    return new Response(JSON.stringify({ data: { list: righe, recordsNumber: 1000 } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

function apri(percorso: string) {
  const router = createMemoryRouter(
    [
      { path: '/worklist/visitamedicosportiva/view/:id', element: <AthleteViewPage /> },
      { path: '/testlist', element: <h1>Lista atleti</h1> },
    ],
    { initialEntries: [percorso] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('/worklist/visitamedicosportiva/view/:id (the /testlist rows link)', () => {
  it("shows the athlete read-only, read from GET test/atleti, and Back goes to /testlist", async () => {
    const richieste = atleti([ATLETA_42]);
    const router = apri('/worklist/visitamedicosportiva/view/42');
    expect(await screen.findByRole('heading', { name: 'Dettaglio Atleta' })).toBeTruthy();
    expect(await screen.findByText('Esposito')).toBeTruthy();
    for (const testo of ['Giulia', '07/03/1994', 'Pallavolo', 'A.S.D. Pallavolo Napoli', 'Napoli']) expect(screen.getByText(testo)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(richieste[0].pathname).toBe('/api/test/atleti');
    expect(richieste[0].searchParams.get('page')).toBe('41');
    expect(richieste[0].searchParams.get('forPage')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByRole('heading', { name: 'Lista atleti' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/testlist');
  });

  it.each([
    ['past the last athlete', '5000', []],
    ['not a number', 'abc', [ATLETA_42]],
    ['answered with another id', '7', [ATLETA_42]],
  ])('an id %s says "Atleta non trovato", never another athlete', async (_caso, id, righe) => {
    atleti(righe);
    apri(`/worklist/visitamedicosportiva/view/${id}`);
    expect(await screen.findByText('Atleta non trovato')).toBeTruthy();
    expect(screen.queryByText('Esposito')).toBeNull();
  });
});
