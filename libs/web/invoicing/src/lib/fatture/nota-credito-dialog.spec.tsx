import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentoFattura, RigaDocumento } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { newDocumento } from './documento-fattura';
import { NotaCreditoDialog } from './nota-credito-dialog';

const riga = (descrizione: string, totaleRiga: number): RigaDocumento => ({
  codiceArticolo: 'A', descrizione, idUnitaMisura: 1, unitaMisura: 'NR', quantita: 1, idMoltiplicatore: 1, descrizioneMoltiplicatore: 'x 1', moltiplicatore: 1,
  prezzoUnitario: totaleRiga, sconto: 0, totaleRiga, idIva: 1, descrizioneIva: 'Esente', aliquota: 0, natura: 'N4', idTipoSpesa: 0, codiceTipoSpesa: 'SP',
});

const FATTURA: DocumentoFattura = {
  ...newDocumento(new Date('2026-03-10T09:00:00.000Z')),
  id: 5,
  numeroDocumento: '12',
  cognomeRagioneSoggetto: 'ROSSI',
  totaleDocumento: 1350,
  righeDocumento: [riga('VISITA MEDICO SPORTIVA', 100), riga('ELETTROCARDIOGRAMMA', 1250)],
};

const apri = (onConferma = jest.fn(), residuo?: number) => {
  renderWithApp(<NotaCreditoDialog fattura={FATTURA} residuo={residuo} onAnnulla={jest.fn()} onConferma={onConferma} />);
  return screen.findByRole('dialog', { name: 'Nota di credito della fattura n. 12' });
};

describe('credit note dialog', () => {
  it("shows the invoice, what is left to credit and every line checked; OK credits them all, dated now", async () => {
    const onConferma = jest.fn();
    const dialogo = await apri(onConferma, 1250);
    expect(within(dialogo).getByText(/Fattura n\. 12 del 10\/03\/2026, totale 1\.350,00\s€/)).toBeTruthy();
    expect(within(dialogo).getByText(/Residuo da stornare: 1\.250,00\s€/)).toBeTruthy();
    expect((within(dialogo).getByLabelText('Riga 1: VISITA MEDICO SPORTIVA') as HTMLInputElement).checked).toBe(true);
    expect((within(dialogo).getByLabelText('Riga 2: ELETTROCARDIOGRAMMA') as HTMLInputElement).checked).toBe(true);
    expect((within(dialogo).getByLabelText('Tutte le righe') as HTMLInputElement).checked).toBe(true);
    expect(within(dialogo).getByText(/1\.250,00\s€/, { selector: '[data-campo="totaleRiga"]' })).toBeTruthy();

    const prima = Date.now();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emetti nota di credito' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    const [richiesta] = onConferma.mock.calls[0];
    // all lines: no `righe`, so the server credits every one
    expect(Object.keys(richiesta)).toEqual(['dataDocumento']);
    expect(Date.parse(richiesta.dataDocumento)).toBeGreaterThanOrEqual(prima - 60_000);
  });

  it('credits only the lines left checked, by their 1-based positions', async () => {
    const onConferma = jest.fn();
    const dialogo = await apri(onConferma);
    fireEvent.click(within(dialogo).getByLabelText('Riga 1: VISITA MEDICO SPORTIVA'));
    expect((within(dialogo).getByLabelText('Tutte le righe') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emetti nota di credito' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    expect(onConferma.mock.calls[0][0]).toMatchObject({ righe: [2] });
  });

  it('refuses to go on with no line, and "Tutte le righe" checks them all again', async () => {
    const onConferma = jest.fn();
    const dialogo = await apri(onConferma);
    fireEvent.click(within(dialogo).getByLabelText('Tutte le righe'));
    expect((within(dialogo).getByLabelText('Riga 2: ELETTROCARDIOGRAMMA') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emetti nota di credito' }));
    expect(await within(dialogo).findByText('Scegliere almeno una riga da stornare')).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();

    fireEvent.click(within(dialogo).getByLabelText('Tutte le righe'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emetti nota di credito' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    expect(onConferma.mock.calls[0][0].righe).toBeUndefined();
  });

  it('says so beside a date that names no day', async () => {
    const onConferma = jest.fn();
    const dialogo = await apri(onConferma);
    const data = within(dialogo).getByLabelText(/Data Documento/) as HTMLInputElement;
    fireEvent.input(data, { target: { value: 'domani' } });
    fireEvent.blur(data);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emetti nota di credito' }));
    expect(await within(dialogo).findByText('Data non valida: usare GG/MM/AAAA HH:mm')).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
  });
});
