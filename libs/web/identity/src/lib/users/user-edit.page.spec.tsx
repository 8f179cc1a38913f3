import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { UserEditPage } from './user-edit.page';
import { erroreUsername } from './user-form';

/** The API the form talks to: the groups for its select; any write is recorded (and must not happen here). */
function api() {
  const scritture: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method && init.method !== 'GET') scritture.push(`${init.method} ${url}`);
    return new Response(JSON.stringify({ data: { list: [{ id: 2, nome: 'Operatori' }], recordsNumber: 1 } }), { status: 200 });
  }) as unknown as typeof fetch;
  return scritture;
}

function scrivi(etichetta: string, testo: string) {
  const campo = screen.getByLabelText(etichetta);
  fireEvent.focus(campo);
  fireEvent.input(campo, { target: { value: testo } });
  fireEvent.change(campo, { target: { value: testo } });
  fireEvent.blur(campo);
}

describe('user form (/users/edit/-1)', () => {
  it('refuses a username with a space and an expiry that is no day, with the fields\' messages, keeping what was typed', async () => {
    const scritture = api();
    renderWithApp(<UserEditPage />, '/users/edit/-1');
    await screen.findByRole('heading', { name: 'Nuovo Utente' });
    scrivi('Username', 'mario rossi');
    const scadenza = screen.getByLabelText('Scadenza Utenza') as HTMLInputElement;
    for (const testo of ['31/02/2027', 'abc']) {
      scrivi('Scadenza Utenza', testo);
      fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Lo Username non può contenere spazi')).toBeTruthy();
      expect(await screen.findByText('Data non valida: usare GG/MM/AAAA')).toBeTruthy();
      expect(scadenza.value).toBe(testo);
    }
    scrivi('Scadenza Utenza', '28-02-2027');
    await waitFor(() => expect(screen.queryByText('Data non valida: usare GG/MM/AAAA')).toBeNull());
    expect(scadenza.value).toBe('28/02/2027');
    expect(scritture).toEqual([]);
  });

  it('keeps what is typed in the first moments: the new form is not emptied when its empty record arrives', async () => {
    api();
    renderWithApp(<UserEditPage />, '/users/edit/-1');
    // typed at once, before the (empty) record and the groups have loaded
    scrivi('Cognome', 'Rossi');
    scrivi('Username', 'mrossi');
    await screen.findByRole('heading', { name: 'Nuovo Utente' });
    await act(() => new Promise((fatto) => setTimeout(fatto, 50)));
    expect((screen.getByLabelText('Cognome') as HTMLInputElement).value).toBe('Rossi');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('mrossi');
  });

  it('allows letters, digits and . _ - @ in a username, as the server does', () => {
    expect(erroreUsername('m.rossi-2_x@asl')).toBeNull();
    expect(erroreUsername(' mrossi ')).toBeNull();
    expect(erroreUsername('mario rossi')).toBe('utenti.usernameSpazi');
    expect(erroreUsername('mario/rossi')).toBe('utenti.usernameCaratteri');
  });
});
