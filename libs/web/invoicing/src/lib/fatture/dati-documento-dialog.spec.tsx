import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { DatiDocumentoDialog, type DatiDocumento } from './dati-documento-dialog';

const VUOTI: DatiDocumento = {
  numeroDocumento: '',
  dataDocumento: '',
  idTipoDocumento: null,
  tipoDocumentoDescrizione: '',
  idCausaleDocumento: null,
  causaleDocumentoDescrizione: '',
  causaleDocumento: null,
};

const CAUSALI: Record<string, unknown[]> = {
  '1': [{ id: 4, idTipoDocumento: 1, codiceTipoDocumento: 'FT', codiceCausale: 'PS', descrizioneCausale: 'Prestazione sanitaria' }],
  '2': [
    { id: 5, idTipoDocumento: 2, codiceTipoDocumento: 'NC', codiceCausale: 'ST', descrizioneCausale: 'Storno' },
    { id: 6, idTipoDocumento: 2, codiceTipoDocumento: 'NC', codiceCausale: 'RI', descrizioneCausale: 'Rimborso' },
  ],
};

beforeEach(() => {
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost');
    const lista =
      percorso.pathname === '/api/tipidocumento'
        ? [
            { id: 1, tipoDocumento: 'EMESSO', codiceTipoDocumento: 'FT', descrizioneTipoDocumento: 'Fattura', codiceNumeratore: 'FT', tipoDocumentoSdi: 'TD01' },
            { id: 2, tipoDocumento: 'EMESSO', codiceTipoDocumento: 'NC', descrizioneTipoDocumento: 'Nota di credito', codiceNumeratore: 'NC', tipoDocumentoSdi: 'TD04' },
          ]
        : percorso.pathname === '/api/causalidocumento'
          ? (CAUSALI[percorso.searchParams.get('idTipoDocumento') ?? ''] ?? [])
          : [];
    return new Response(JSON.stringify({ data: { list: lista, recordsNumber: lista.length } }), { status: 200 });
  }) as unknown as typeof fetch;
});

async function scegli(dialogo: HTMLElement, etichetta: string, opzione: string) {
  fireEvent.click((within(dialogo).getByLabelText(etichetta) as HTMLElement).closest('.p-dropdown') as HTMLElement);
  fireEvent.click(await screen.findByText(opzione, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
}

describe('document data modal', () => {
  it('requires the date and the type, stays open; the number is read-only until the first save', async () => {
    const onConferma = jest.fn();
    renderWithApp(<DatiDocumentoDialog dati={VUOTI} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Dati Documento' });
    const numero = within(dialogo).getByLabelText('Numero Documento') as HTMLInputElement;
    expect(numero.readOnly).toBe(true);
    expect(numero.placeholder).toBe('assegnato al salvataggio');
    expect(within(dialogo).queryByText('assegnato al salvataggio')).toBeNull(); // said once, not again under the field
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText('La data del documento è obbligatoria')).toBeTruthy();
    expect(within(dialogo).getByText('Selezionare il tipo documento')).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
  });

  it('a type with a single reason preselects it; OK gives the descriptions of both', async () => {
    const onConferma = jest.fn();
    const dati = { ...VUOTI, dataDocumento: '2026-03-02T09:00:00.000Z' };
    renderWithApp(<DatiDocumentoDialog dati={dati} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Dati Documento' });
    await scegli(dialogo, 'Tipo Documento', 'Fattura');
    expect(await within(dialogo).findByText('Prestazione sanitaria', { selector: '.p-dropdown-label' })).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    expect(onConferma).toHaveBeenCalledWith({
      ...dati,
      idTipoDocumento: 1,
      tipoDocumentoDescrizione: 'Fattura',
      idCausaleDocumento: 4,
      causaleDocumentoDescrizione: 'Prestazione sanitaria',
      causaleDocumento: { descrizioneCausale: 'Prestazione sanitaria' },
    });
  });

  it('Data Documento reads a typed 28/11/2026 17:05; an unreadable date stays as typed and is named', async () => {
    const onConferma = jest.fn();
    renderWithApp(<DatiDocumentoDialog dati={{ ...VUOTI, dataDocumento: '2026-03-02T09:00:00.000Z' }} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Dati Documento' });
    const data = within(dialogo).getByLabelText('Data Documento') as HTMLInputElement;
    expect(data.value).toBe(new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date('2026-03-02T09:00:00.000Z')).replace(',', ''));
    fireEvent.focus(data);
    fireEvent.input(data, { target: { value: '31/02/2027 10:00' } });
    fireEvent.blur(data);
    await scegli(dialogo, 'Tipo Documento', 'Fattura');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText('Data non valida: usare GG/MM/AAAA HH:mm')).toBeTruthy();
    expect(data.value).toBe('31/02/2027 10:00');
    expect(onConferma).not.toHaveBeenCalled();
    fireEvent.focus(data);
    fireEvent.input(data, { target: { value: '28-11-2026 17:05' } });
    fireEvent.blur(data);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ dataDocumento: new Date(2026, 10, 28, 17, 5).toISOString() })));
  });

  it('a type with several reasons requires one to be chosen', async () => {
    const onConferma = jest.fn();
    renderWithApp(<DatiDocumentoDialog dati={{ ...VUOTI, dataDocumento: '2026-03-02T09:00:00.000Z' }} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Dati Documento' });
    await scegli(dialogo, 'Tipo Documento', 'Nota di credito');
    await waitFor(() => expect((within(dialogo).getByLabelText('Causale') as HTMLInputElement).disabled).toBe(false));
    fireEvent.click((within(dialogo).getByLabelText('Causale') as HTMLElement).closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByText('Rimborso', { selector: '.p-dropdown-item, .p-dropdown-item *' })).toBeTruthy();
    fireEvent.keyDown(within(dialogo).getByLabelText('Causale'), { key: 'Escape', code: 'Escape' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText('Selezionare la causale')).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
    await scegli(dialogo, 'Causale', 'Rimborso');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ idTipoDocumento: 2, idCausaleDocumento: 6, causaleDocumentoDescrizione: 'Rimborso' })));
  });
});
