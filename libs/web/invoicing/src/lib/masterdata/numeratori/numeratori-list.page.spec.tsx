import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Numeratore } from '@registro/contracts';
import { renderWithApp } from '../../../test-utils';
import { NumeratoriListPage } from './numeratori-list.page';

const FT: Numeratore = { id: 1, codice: 'FT', descrizione: 'Fatture', valore: 12, anno: 2026, codiceStruttura: '001', note: '' };
const NC: Numeratore = { id: 2, codice: 'NC', descrizione: 'Note di credito', valore: 0, anno: 2026, codiceStruttura: '001', note: '' };

interface Chiamata {
  metodo: string;
  url: URL;
  corpo: unknown;
}

function servi(rispostaPost: { status: number; body: unknown }) {
  const chiamate: Chiamata[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, url: new URL(url, 'http://localhost'), corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (metodo === 'POST') return new Response(JSON.stringify(rispostaPost.body), { status: rispostaPost.status });
    // spec 2 §7: GET numeratori answers the plain array of the counters
    return new Response(JSON.stringify({ data: [FT, NC] }), { status: 200 });
  }) as unknown as typeof fetch;
  return chiamate;
}

async function apriDuplica() {
  const riga = (await screen.findByRole('link', { name: 'FT' })).closest('tr') as HTMLElement;
  fireEvent.click(within(riga).getByRole('button', { name: 'Duplica' }));
  return screen.findByRole('dialog', { name: 'Duplica Numeratore' });
}

describe('Numeratori (/numeratori, counters area)', () => {
  it('reads the plain array of GET numeratori and shows the columns of the counters area', async () => {
    const chiamate = servi({ status: 200, body: {} });
    renderWithApp(<NumeratoriListPage />);
    await screen.findByRole('link', { name: 'FT' });
    expect(screen.getByRole('link', { name: 'NC' })).toBeTruthy();
    expect(chiamate[0].url.pathname).toBe('/api/numeratori');
    const intestazioni = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(intestazioni).toEqual(['#', 'Codice', 'Descrizione', 'Valore', 'Anno', 'Cod. Struttura', 'Note', '']);
  });

  it('sends the codice and descrizione filters to the server', async () => {
    const chiamate = servi({ status: 200, body: {} });
    renderWithApp(<NumeratoriListPage />);
    await screen.findByRole('link', { name: 'FT' });
    fireEvent.change(screen.getByLabelText('Codice'), { target: { value: 'ft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(chiamate.some((c) => c.url.searchParams.get('codice') === 'ft')).toBe(true));
  });

  it('the duplicate modal keeps Codice, Descrizione and Cod.Struttura read-only and requires Anno', async () => {
    const chiamate = servi({ status: 200, body: { data: { ...FT, id: 3, anno: 2027, valore: 0 }, messaggio: 'Salvataggio avvenuto con successo' } });
    renderWithApp(<NumeratoriListPage />);
    const modale = await apriDuplica();
    expect((within(modale).getByLabelText('Codice') as HTMLInputElement).readOnly).toBe(true);
    expect((within(modale).getByLabelText('Descrizione') as HTMLInputElement).value).toBe('Fatture');
    expect((within(modale).getByLabelText('Cod.Struttura') as HTMLInputElement).value).toBe('001');
    expect((within(modale).getByLabelText('Anno') as HTMLInputElement).value).toBe('2027');

    fireEvent.change(within(modale).getByLabelText('Anno'), { target: { value: '' } });
    fireEvent.blur(within(modale).getByLabelText('Anno'));
    fireEvent.click(within(modale).getByRole('button', { name: 'Duplica' }));
    expect(await within(modale).findByText('Il campo Anno è obbligatorio')).toBeTruthy();
    expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(0);

    fireEvent.change(within(modale).getByLabelText('Anno'), { target: { value: '2027' } });
    fireEvent.blur(within(modale).getByLabelText('Anno'));
    fireEvent.click(within(modale).getByRole('button', { name: 'Duplica' }));
    await waitFor(() => expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(1));
    const post = chiamate.find((c) => c.metodo === 'POST') as Chiamata;
    expect(post.url.pathname).toBe('/api/numeratori');
    expect(post.corpo).toEqual({ codice: 'FT', descrizione: 'Fatture', codiceStruttura: '001', valore: 0, anno: 2027, note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplica Numeratore' })).toBeNull());
  });

  it('a refused duplicate (409) shows the server messaggio in the ATTENZIONE dialog', async () => {
    servi({ status: 409, body: { messaggio: 'Esiste già un numeratore FT per il 2027 e la struttura 001' } });
    renderWithApp(<NumeratoriListPage />);
    const modale = await apriDuplica();
    fireEvent.click(within(modale).getByRole('button', { name: 'Duplica' }));
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText('Esiste già un numeratore FT per il 2027 e la struttura 001')).toBeTruthy();
  });
});
