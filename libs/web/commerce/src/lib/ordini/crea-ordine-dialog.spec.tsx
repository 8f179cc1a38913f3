import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { CreaOrdineDialog } from './crea-ordine-dialog';

const ARTICOLI = [
  { id: 11, codice: 'A1', descrizione: 'Detersivo', prezzo: 4.8, immagineBase64: null },
  { id: 12, codice: 'B2', descrizione: 'Spugna', prezzo: 1.2, immagineBase64: null },
];
const json = (corpo: unknown, status = 200) => new Response(JSON.stringify(corpo), { status });

/** The API: the orders' catalogue and the create (answers the order). */
function api() {
  const chiamate: { metodo: string; percorso: string; corpo?: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (percorso === '/api/ordiniarticoli') return json({ data: { list: ARTICOLI, recordsNumber: ARTICOLI.length } });
    if (percorso === '/api/ordiniordini' && metodo === 'POST') return json({ messaggio: 'Salvataggio avvenuto con successo', data: { id: 1 } }, 201);
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return chiamate;
}

const modale = () => screen.getByRole('dialog', { name: 'Crea Ordine' });

/** Cerca Articolo → the article's row → Seleziona. */
async function scegli(descrizione: string) {
  fireEvent.click(within(modale()).getByRole('button', { name: 'Cerca Articolo' }));
  const riga = await within(modale()).findByRole('row', { name: new RegExp(descrizione) });
  fireEvent.click(within(riga).getByText(descrizione));
  fireEvent.click(within(modale()).getByRole('button', { name: 'Seleziona' }));
  await within(modale()).findByRole('table', { name: 'Righe' });
}

describe('Crea Ordine', () => {
  it('checks the order before "Sei sicuro?": no article is ATTENZIONE, not the question', async () => {
    const chiamate = api();
    renderWithApp(<CreaOrdineDialog visible onHide={() => undefined} />);
    fireEvent.click(await within(modale()).findByRole('button', { name: 'Salva' }));
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText("L'ordine deve contenere almeno una riga con un articolo")).toBeTruthy();
    expect(screen.queryByText('Sei sicuro di procedere alla creazione ordine?')).toBeNull();
    expect(chiamate.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('an order date that is no day says so next to the field and keeps the text; 28-11-2026 is read', async () => {
    const chiamate = api();
    renderWithApp(<CreaOrdineDialog visible onHide={() => undefined} />);
    await within(modale()).findByRole('table', { name: 'Righe' });
    await scegli('Detersivo');
    const data = within(modale()).getByLabelText('Data') as HTMLInputElement;
    fireEvent.input(data, { target: { value: '31/02/2027' } });
    fireEvent.click(within(modale()).getByRole('button', { name: 'Salva' }));
    expect(await within(modale()).findByText('Data non valida: usare GG/MM/AAAA')).toBeTruthy();
    expect(data.value).toBe('31/02/2027');
    expect(screen.queryByText('Sei sicuro di procedere alla creazione ordine?')).toBeNull();
    fireEvent.input(data, { target: { value: '28-11-2026' } });
    fireEvent.click(within(modale()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Sei sicuro di procedere alla creazione ordine?')).toBeTruthy();
    expect(chiamate.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('a picked article gets quantity 1, each row shows its price and amount, the form the running total', async () => {
    api();
    renderWithApp(<CreaOrdineDialog visible onHide={() => undefined} />);
    await within(modale()).findByRole('table', { name: 'Righe' });
    expect(within(modale()).getByText('Totale ordine:').parentElement?.textContent).toMatch(/Totale ordine: 0,00\s€/);
    await scegli('Detersivo');
    const righe = within(modale()).getByRole('table', { name: 'Righe' });
    const quantita = within(righe).getByRole('spinbutton', { name: 'Quantità' }) as HTMLInputElement;
    expect(quantita.value).toBe('1');
    expect(within(righe).getAllByText(/4,80\s€/)).toHaveLength(2);
    expect(within(modale()).getByText('Totale ordine:').parentElement?.textContent).toMatch(/Totale ordine: 4,80\s€/);

    fireEvent.click(within(righe).getByRole('button', { name: 'Aggiungi Riga' }));
    await scegli('Spugna');
    const seconda = within(modale()).getAllByRole('spinbutton', { name: 'Quantità' })[1] as HTMLInputElement;
    expect(seconda.value).toBe('1');
    fireEvent.change(seconda, { target: { value: '8' } });
    fireEvent.blur(seconda);
    await waitFor(() => expect(within(modale()).getByText('Totale ordine:').parentElement?.textContent).toMatch(/Totale ordine: 14,40\s€/));
    expect(within(modale()).getByText(/9,60\s€/)).toBeTruthy();
  });

  it('a quantity of 0 is ATTENZIONE naming the row; a valid order asks "Sei sicuro?" and sends only the rows with an article', async () => {
    const chiamate = api();
    renderWithApp(<CreaOrdineDialog visible onHide={() => undefined} />);
    await within(modale()).findByRole('table', { name: 'Righe' });
    await scegli('Detersivo');
    const quantita = within(modale()).getByRole('spinbutton', { name: 'Quantità' });
    fireEvent.change(quantita, { target: { value: '0' } });
    fireEvent.blur(quantita);
    fireEvent.click(within(modale()).getByRole('button', { name: 'Salva' }));
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText('Riga 1: la quantità deve essere maggiore di 0')).toBeTruthy();
    expect(screen.queryByText('Sei sicuro di procedere alla creazione ordine?')).toBeNull();
    fireEvent.click(within(attenzione).getByRole('button', { name: 'Ok' }));

    fireEvent.change(quantita, { target: { value: '3' } });
    fireEvent.blur(quantita);
    fireEvent.click(within(modale()).getByRole('button', { name: 'Salva' }));
    const domanda = await screen.findByText('Sei sicuro di procedere alla creazione ordine?');
    fireEvent.click(within(domanda.closest('[role="alertdialog"], [role="dialog"]') as HTMLElement).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(chiamate.find((c) => c.metodo === 'POST')?.corpo).toMatchObject({ listaRighe: [{ idArticolo: 11, quantita: 3, note: '' }] }));
  });
});
