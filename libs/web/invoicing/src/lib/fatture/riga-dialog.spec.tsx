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

  const lookups = (percorso: string) =>
    ({
      '/api/moltiplicatori': [{ id: 4, descrizioneMoltiplicatore: 'x 2', multiplo: 2 }, { id: 1, descrizioneMoltiplicatore: 'x 1', multiplo: 1 }],
      '/api/unitamisura': [{ id: 1, descrizione: 'PZ' }, { id: 2, descrizione: 'NR' }],
      '/api/tabellaiva': [{ id: 3, descrizioneIva: 'IVA 22%', aliquotaIva: 22, natura: null }],
      '/api/tipispesa': [{ id: 0, codiceTipoSpesa: 'SP', descrizioneTipoSpesa: 'Prestazioni sanitarie' }],
    })[percorso] ?? [];
  const conLookups = () => {
    globalThis.fetch = jest.fn(async (url: string) => {
      const lista = lookups(new URL(url, 'http://localhost').pathname);
      return new Response(JSON.stringify({ data: { list: lista, recordsNumber: lista.length } }), { status: 200 });
    }) as unknown as typeof fetch;
  };

  it('opens on the first field, not on ✕; the required fields are marked; the read-only total is out of the tab order and never outlined red', async () => {
    renderWithApp(<RigaDialog riga={emptyRiga()} nuova onAnnulla={jest.fn()} onConferma={jest.fn()} calcolaTotale={async () => 0} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Nuova riga' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialogo).getByLabelText('Codice Articolo')));
    for (const etichetta of ['Codice Articolo', 'Descrizione', 'Unità di Misura', 'Quantità', 'Moltiplicatore', 'Prezzo Unitario', 'IVA', 'Tipo Spesa']) {
      expect(within(dialogo).getByText(etichetta, { selector: 'label' }).className).toContain('registro-obbligatorio');
    }
    expect(within(dialogo).getByText('Totale Riga', { selector: 'label' }).className).not.toContain('registro-obbligatorio');

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText('Il totale riga deve essere maggiore di 0')).toBeTruthy();
    const totale = within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement;
    expect(totale.tabIndex).toBe(-1);
    expect(totale.className).not.toContain('p-invalid');
    expect(totale.closest('.p-invalid')).toBeNull();
  });

  it('a new line starts with the multiplier worth 1', async () => {
    conLookups();
    const onConferma = jest.fn();
    const riga = { ...emptyRiga(), codiceArticolo: 'ECG', descrizione: 'Elettrocardiogramma', idUnitaMisura: 1, unitaMisura: 'PZ', prezzoUnitario: 25.5, idIva: 3, descrizioneIva: 'IVA 22%', aliquota: 22, idTipoSpesa: 0, codiceTipoSpesa: 'SP' };
    renderWithApp(<RigaDialog riga={riga} nuova onAnnulla={jest.fn()} onConferma={onConferma} calcolaTotale={async () => 25.5} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Nuova riga' });
    expect(await within(dialogo).findByText('x 1', { selector: '.p-dropdown-label' })).toBeTruthy();
    await waitFor(() => expect((within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('25,50 €'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ idMoltiplicatore: 1, moltiplicatore: 1, descrizioneMoltiplicatore: 'x 1' })));
  });

  it('Esc on an open list closes the list only: the modal and what was typed stay; Esc again closes the modal', async () => {
    conLookups();
    const onAnnulla = jest.fn();
    renderWithApp(<RigaDialog riga={emptyRiga()} nuova onAnnulla={onAnnulla} onConferma={jest.fn()} calcolaTotale={async () => 0} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Nuova riga' });
    fireEvent.change(within(dialogo).getByLabelText('Descrizione'), { target: { value: 'Visita' } });
    const unita = within(dialogo).getByLabelText('Unità di Misura') as HTMLElement;
    fireEvent.click(unita.closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByText('NR', { selector: '.p-dropdown-item, .p-dropdown-item *' })).toBeTruthy();
    unita.focus();
    fireEvent.keyDown(unita, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByText('NR', { selector: '.p-dropdown-item, .p-dropdown-item *' })).toBeNull());
    expect(onAnnulla).not.toHaveBeenCalled();
    expect((within(dialogo).getByLabelText('Descrizione') as HTMLInputElement).value).toBe('Visita');

    fireEvent.keyDown(within(dialogo).getByLabelText('Descrizione'), { key: 'Escape', code: 'Escape' });
    expect(onAnnulla).toHaveBeenCalledTimes(1);
  });

  it('Tipo Spesa: required on a person\'s invoice (Sistema TS), optional on a company\'s', async () => {
    conLookups();
    const onConferma = jest.fn();
    const riga = { ...emptyRiga(), codiceArticolo: 'ECG', descrizione: 'Elettrocardiogramma', idUnitaMisura: 1, unitaMisura: 'PZ', idMoltiplicatore: 1, descrizioneMoltiplicatore: 'x 1', prezzoUnitario: 25.5, idIva: 3, descrizioneIva: 'IVA 22%', aliquota: 22 };
    const { unmount } = renderWithApp(<RigaDialog riga={riga} nuova onAnnulla={jest.fn()} onConferma={onConferma} calcolaTotale={async () => 25.5} />);
    let dialogo = await screen.findByRole('dialog', { name: 'Nuova riga' });
    await waitFor(() => expect((within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText('Selezionare il tipo spesa')).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
    unmount();

    renderWithApp(<RigaDialog riga={riga} nuova onAnnulla={jest.fn()} onConferma={onConferma} calcolaTotale={async () => 25.5} tipoSpesaObbligatorio={false} />);
    dialogo = await screen.findByRole('dialog', { name: 'Nuova riga' });
    expect(within(dialogo).getByText('Tipo Spesa', { selector: 'label' }).className).not.toContain('registro-obbligatorio');
    await waitFor(() => expect((within(dialogo).getByLabelText('Totale Riga') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('25,50 €'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ idTipoSpesa: null, totaleRiga: 25.5 })));
  });
});
