import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('a new multiplier asks the server again; OK gives the whole line, with the descriptions of what was chosen', async () => {
    globalThis.fetch = jest.fn(async (url: string) => {
      const lista = new URL(url, 'http://localhost').pathname === '/api/moltiplicatori' ? [{ id: 1, descrizioneMoltiplicatore: 'x 1', multiplo: 1 }, { id: 2, descrizioneMoltiplicatore: 'x 2', multiplo: 2 }] : [];
      return new Response(JSON.stringify({ data: { list: lista, recordsNumber: lista.length } }), { status: 200 });
    }) as unknown as typeof fetch;
    const onConferma = jest.fn();
    const calcolaTotale = jest.fn(async (r: { moltiplicatore: number }) => 25.5 * r.moltiplicatore);
    const riga = { ...emptyRiga(), codiceArticolo: 'ECG', descrizione: 'Elettrocardiogramma', idUnitaMisura: 1, unitaMisura: 'NR', idMoltiplicatore: 1, descrizioneMoltiplicatore: 'x 1', prezzoUnitario: 25.5, idIva: 3, descrizioneIva: 'IVA 22%', aliquota: 22, idTipoSpesa: 0, codiceTipoSpesa: 'SP' };
    renderWithApp(<RigaDialog riga={riga} nuova={false} onAnnulla={jest.fn()} onConferma={onConferma} calcolaTotale={calcolaTotale} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Modifica riga' });
    await waitFor(() => expect((within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('25,50 €'));

    await within(dialogo).findByText('x 1', { selector: '.p-dropdown-label' });
    fireEvent.click((within(dialogo).getByLabelText('Moltiplicatore') as HTMLElement).closest('.p-dropdown') as HTMLElement);
    fireEvent.click(await screen.findByText('x 2', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    await waitFor(() => expect(calcolaTotale).toHaveBeenLastCalledWith(expect.objectContaining({ idMoltiplicatore: 2, moltiplicatore: 2 })));
    await waitFor(() => expect((within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('51,00 €'));

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    expect(onConferma).toHaveBeenCalledWith({ ...riga, idMoltiplicatore: 2, descrizioneMoltiplicatore: 'x 2', moltiplicatore: 2, totaleRiga: 51 });
  });
});
