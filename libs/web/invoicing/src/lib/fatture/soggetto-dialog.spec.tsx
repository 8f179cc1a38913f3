import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { SoggettoDialog } from './soggetto-dialog';
import type { Soggetto } from './soggetto';

const VUOTO: Soggetto = {
  idSoggetto: null as unknown as number,
  cognomeRagioneSoggetto: '',
  nomeSoggetto: '',
  codiceFiscaleSoggetto: '',
  partitaIvaSoggetto: '',
  codiceDestinatario: '0000000',
  indirizzoSoggetto: '',
  provinciaSoggetto: '',
  localitaSoggetto: '',
  localitaSoggettoCodiceIstat: '',
  capSoggetto: '',
};

const ASL = {
  id: 9,
  cognome: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO',
  nome: '',
  identificativo: '06328131211',
  partitaIva: '06328131211',
  codiceDestinatario: 'UFXYZ1',
  indirizzo: 'Via Comunale del Principe 13/a',
  cap: '80145',
  localita: 'Napoli',
  localitaCodiceIstat: '063049',
  provincia: 'NA',
};

function servi(clienti: unknown[] = [ASL]) {
  const chiamate: URL[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost');
    chiamate.push(percorso);
    const liste: Record<string, unknown[]> = {
      '/api/province': [
        { sigla: 'NA', codiceIstat: '063', provincia: 'Napoli' },
        { sigla: 'RM', codiceIstat: '058', provincia: 'Roma' },
      ],
      '/api/comuni/provincia/RM': [{ codiceIstat: '058047', comune: 'Frascati', cap: '00044', caps: ['00044'], siglaProvincia: 'RM' }],
      '/api/clienti': clienti,
    };
    const lista = liste[percorso.pathname] ?? [];
    return new Response(JSON.stringify({ data: { list: lista, recordsNumber: lista.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  return chiamate;
}

async function scegli(dialogo: HTMLElement, etichetta: string, opzione: string) {
  fireEvent.click((within(dialogo).getByLabelText(etichetta) as HTMLElement).closest('.p-dropdown') as HTMLElement);
  fireEvent.click(await screen.findByText(opzione, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
}

const valore = (dialogo: HTMLElement, etichetta: string) => (within(dialogo).getByLabelText(etichetta) as HTMLInputElement).value;
/** A result cell's value, without the column's name it carries for a phone (.p-column-title). */
const valoreCella = (cella: HTMLElement) =>
  [...cella.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('p-column-title'))).map((n) => n.textContent).join('');

describe('recipient modal', () => {
  it('requires the surname or company name and stays open', async () => {
    servi();
    const onConferma = jest.fn();
    renderWithApp(<SoggettoDialog soggetto={{ ...VUOTO, cognomeRagioneSoggetto: '   ' }} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Intestatario' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    expect(await within(dialogo).findByText("Indicare l'intestatario (cognome o ragione sociale)")).toBeTruthy();
    expect(onConferma).not.toHaveBeenCalled();
  });

  it('two customers with the same name are told apart by fiscal code, VAT number and town, and the one picked fills the recipient', async () => {
    const persona = { ...ASL, nome: 'MARIO', cognome: 'ROSSI', partitaIva: '', codiceDestinatario: '0000000', provincia: 'NA' };
    servi([
      { ...persona, id: 21, identificativo: 'RSSMRA80A01F839W', localita: 'Napoli' },
      { ...persona, id: 22, identificativo: 'RSSMRA75C12H501K', localita: 'Roma', provincia: 'RM', cap: '00100' },
    ]);
    renderWithApp(<SoggettoDialog soggetto={VUOTO} onAnnulla={jest.fn()} onConferma={jest.fn()} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Intestatario' });
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Ricerca cliente' }), { target: { value: 'rossi mario' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerca' }));
    const tabella = (await within(dialogo).findByText('RSSMRA80A01F839W')).closest('table') as HTMLElement;
    for (const intestazione of ['Codice Fiscale', 'Partita IVA', 'Località']) expect(within(tabella).getByRole('columnheader', { name: intestazione })).toBeTruthy();
    const righe = within(tabella).getAllByRole('row').slice(1);
    expect(righe.map((r) => within(r).getAllByRole('cell').map(valoreCella))).toEqual([
      ['ROSSI', 'MARIO', 'RSSMRA80A01F839W', '', 'Napoli'],
      ['ROSSI', 'MARIO', 'RSSMRA75C12H501K', '', 'Roma'],
    ]);
    fireEvent.click(within(righe[1]).getByText('RSSMRA75C12H501K'));
    await waitFor(() => expect(valore(dialogo, 'Codice Fiscale')).toBe('RSSMRA75C12H501K'));
  });

  it('a customer found by the search fills the recipient; OK gives it with the name trimmed', async () => {
    const chiamate = servi();
    const onConferma = jest.fn();
    renderWithApp(<SoggettoDialog soggetto={VUOTO} onAnnulla={jest.fn()} onConferma={onConferma} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Intestatario' });
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Ricerca cliente' }), { target: { value: ' AZIENDA ' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerca' }));
    fireEvent.click(await within(dialogo).findByText(ASL.cognome));
    await waitFor(() => expect(valore(dialogo, 'Partita IVA')).toBe('06328131211'));
    expect(chiamate.find((c) => c.pathname === '/api/clienti')?.searchParams.get('ragioneSoggetto')).toBe('AZIENDA');
    expect(valore(dialogo, 'CAP')).toBe('80145');
    expect(valore(dialogo, 'Località')).toBe('Napoli');
    fireEvent.change(within(dialogo).getByLabelText('Cognome / Ragione Sociale'), { target: { value: `${ASL.cognome}  ` } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledTimes(1));
    expect(onConferma).toHaveBeenCalledWith({
      idSoggetto: 9,
      cognomeRagioneSoggetto: ASL.cognome,
      nomeSoggetto: '',
      codiceFiscaleSoggetto: '06328131211',
      partitaIvaSoggetto: '06328131211',
      codiceDestinatario: 'UFXYZ1',
      indirizzoSoggetto: 'Via Comunale del Principe 13/a',
      provinciaSoggetto: 'NA',
      localitaSoggetto: 'Napoli',
      localitaSoggettoCodiceIstat: '063049',
      capSoggetto: '80145',
    });
  });

  it('a new province empties the comune; a comune fills the postal code and the locality', async () => {
    servi();
    const onConferma = jest.fn();
    renderWithApp(
      <SoggettoDialog
        soggetto={{ ...VUOTO, cognomeRagioneSoggetto: 'Rossi', provinciaSoggetto: 'NA', localitaSoggetto: 'Napoli', localitaSoggettoCodiceIstat: '063049', capSoggetto: '80145' }}
        onAnnulla={jest.fn()}
        onConferma={onConferma}
      />,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Intestatario' });
    await within(dialogo).findByText('Napoli (NA)', { selector: '.p-dropdown-label' });
    await scegli(dialogo, 'Provincia', 'Roma (RM)');
    await waitFor(() => expect(valore(dialogo, 'CAP')).toBe(''));
    expect(valore(dialogo, 'Località')).toBe('');
    await scegli(dialogo, 'Comune', 'Frascati');
    await waitFor(() => expect(valore(dialogo, 'CAP')).toBe('00044'));
    expect(valore(dialogo, 'Località')).toBe('Frascati');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onConferma).toHaveBeenCalledWith(expect.objectContaining({ provinciaSoggetto: 'RM', localitaSoggetto: 'Frascati', localitaSoggettoCodiceIstat: '058047', capSoggetto: '00044' })));
  });
});
