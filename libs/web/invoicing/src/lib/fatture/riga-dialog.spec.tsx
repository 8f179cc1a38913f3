import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { RigaDialog } from './riga-dialog';
import { emptyRiga } from './riga-documento';

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: { list: [], recordsNumber: 0 } }), { status: 200 })) as unknown as typeof fetch;
});

describe('line modal', () => {
  it('flags the invalid fields and stays open; OK does not confirm', async () => {
    const onConferma = jest.fn();
    const calcolaTotale = jest.fn(async () => 0);
    renderWithApp(<RigaDialog riga={emptyRiga()} nuova onAnnulla={jest.fn()} onConferma={onConferma} calcolaTotale={calcolaTotale} />);
    await waitFor(() => expect(calcolaTotale).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Il codice articolo è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La descrizione è obbligatoria')).toBeTruthy();
    expect(screen.getByText('Il totale riga deve essere maggiore di 0')).toBeTruthy();
    expect(screen.getByText("Selezionare l'IVA")).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nuova riga' })).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
  });

  it('shows the total the server computed, read-only', async () => {
    const calcolaTotale = jest.fn(async () => 45.9);
    renderWithApp(<RigaDialog riga={{ ...emptyRiga(), quantita: 2, prezzoUnitario: 25.5, sconto: 10 }} nuova={false} onAnnulla={jest.fn()} onConferma={jest.fn()} calcolaTotale={calcolaTotale} />);
    const totale = (await screen.findByLabelText('Totale Riga')) as HTMLInputElement;
    await waitFor(() => expect(totale.value.replace(/\s/g, ' ')).toBe('45,90 €'));
    expect(totale.readOnly).toBe(true);
    expect(calcolaTotale).toHaveBeenCalledWith(expect.objectContaining({ quantita: 2, prezzoUnitario: 25.5, sconto: 10 }));
  });
});
