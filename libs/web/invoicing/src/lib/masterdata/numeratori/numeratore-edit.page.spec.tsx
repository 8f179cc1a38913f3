import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { renderWithApp } from '../../../test-utils';
import { NumeratoreEditPage } from './numeratore-edit.page';

const RIC = { id: 9, codice: 'RIC', descrizione: '', valore: 0, anno: 2027, codiceStruttura: '', note: '' };

/** The page on its real route (so the id is read from the path); answers the save with `salvataggio`. */
function onRoute(path: string, saveAnswer: { status: number; body: unknown }) {
  globalThis.fetch = jest.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' || init?.method === 'PUT'
      ? new Response(JSON.stringify(saveAnswer.body), { status: saveAnswer.status })
      : new Response(JSON.stringify({ data: RIC }), { status: 200 }),
  ) as unknown as typeof fetch;
  const router = createMemoryRouter(
    [
      { path: '/numeratori/edit/:id', element: <NumeratoreEditPage /> },
      { path: '/fatturazionenumeratori/edit/:id', element: <NumeratoreEditPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function saveNew() {
  fireEvent.change(await screen.findByLabelText('Codice'), { target: { value: 'RIC' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
}

function servi() {
  const chiamate: { metodo: string; percorso: string; corpo: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso: new URL(url, 'http://localhost').pathname, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ data: { id: 9, codice: 'RIC', descrizione: '', valore: 0, anno: 2027, codiceStruttura: '', note: '' } }), { status: 200 });
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('Nuovo Numeratore (/numeratori/edit/-1)', () => {
  it('requires Codice and Anno before saving, then POSTs the record', async () => {
    const chiamate = servi();
    renderWithApp(<NumeratoreEditPage />, '/numeratori/edit/-1');
    expect(await screen.findByRole('heading', { name: 'Nuovo Numeratore' })).toBeTruthy();
    const anno = await screen.findByLabelText('Anno');
    // marked before the user tries: Codice and Anno, not Descrizione
    expect(screen.getByText('Anno', { selector: 'label' }).className).toContain('registro-obbligatorio');
    expect(screen.getByText('Codice', { selector: 'label' }).className).toContain('registro-obbligatorio');
    expect(screen.getByText('Descrizione', { selector: 'label' }).className).not.toContain('registro-obbligatorio');
    fireEvent.change(anno, { target: { value: '' } });
    fireEvent.blur(anno);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il campo Codice è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Il campo Anno è obbligatorio')).toBeTruthy();
    expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Codice'), { target: { value: 'RIC' } });
    fireEvent.change(anno, { target: { value: '2027' } });
    fireEvent.blur(anno);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(1));
    const post = chiamate.find((c) => c.metodo === 'POST');
    expect(post?.percorso).toBe('/api/numeratori');
    expect(post?.corpo).toEqual({ id: -1, codice: 'RIC', descrizione: '', valore: 0, anno: 2027, codiceStruttura: '', note: '' });
  });

  it("after saving goes to the saved counter's edit route (spec 3 §4)", async () => {
    const router = onRoute('/fatturazionenumeratori/edit/-1', { status: 201, body: { messaggio: 'Salvataggio avvenuto con successo', data: RIC } });
    await saveNew();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fatturazionenumeratori/edit/9'));
    expect(await screen.findByRole('heading', { name: 'Modifica Numeratore' })).toBeTruthy();
  });

  it('a save refused with 409 is the toast Errore with "Errore durante il salvataggio" and the message; a 400 opens ATTENZIONE', async () => {
    const router = onRoute('/numeratori/edit/-1', { status: 409, body: { messaggio: 'Esiste già un numeratore con questo codice per lo stesso anno e la stessa struttura' } });
    await saveNew();
    expect(await screen.findByText('Errore durante il salvataggio: Esiste già un numeratore con questo codice per lo stesso anno e la stessa struttura')).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'ATTENZIONE' })).toBeNull();
    expect(router.state.location.pathname).toBe('/numeratori/edit/-1');
  });

  it('a save refused with 400 passes the message to the ATTENZIONE dialog', async () => {
    onRoute('/numeratori/edit/-1', { status: 400, body: { messaggio: 'Il campo Codice è obbligatorio' } });
    await saveNew();
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText('Il campo Codice è obbligatorio')).toBeTruthy();
    expect(screen.queryByText(/Errore durante il salvataggio/)).toBeNull();
  });
});
