import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CronologiaSdi, EsitoNotificheSdi } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { FattureListPage } from './fatture-list.page';
import { StatoSdiPanel } from './stato-sdi-panel';

const ESITO: EsitoNotificheSdi = {
  registrate: [{ file: 'IT01234567890_00001_RC_001.xml', idDocumento: 8, numeroDocumento: '13', stato: 'CONSEGNATA', tipo: 'RC' }],
  giaRegistrate: [{ file: 'doppia.xml', idDocumento: 8 }],
  rifiutate: [{ file: 'x.xml', messaggio: 'x.xml: nessuna fattura esportata corrisponde al file IT1_X.xml.p7m' }],
};

function server(upload: { status: number; body: unknown }) {
  const richieste: { url: URL; init?: RequestInit }[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init?: RequestInit) => {
    const url = new URL(indirizzo, 'http://localhost');
    richieste.push({ url, init });
    if (url.pathname === '/api/documenti/notifichesdi') return new Response(JSON.stringify(upload.body), { status: upload.status });
    const list = url.pathname === '/api/strutture' ? [] : [{ id: 8, numeroDocumento: '13', dataDocumento: '2026-03-08T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'ACME SRL', nomeSoggetto: '', codiceStruttura: '001', totaleDocumento: 50, privato: false, statoSdi: 'INVIATA' }];
    return new Response(JSON.stringify({ data: { list, recordsNumber: list.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

async function caricaDalDialogo(nomi: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: 'Importa ricevute SDI' }));
  const dialogo = await screen.findByRole('dialog');
  const input = dialogo.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: nomi.map((n) => new File(['<x/>'], n, { type: 'text/xml' })) } });
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Carica' }));
  return dialogo;
}

describe('Importa ricevute SDI (invoice list)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // PrimeReact's FileUpload previews images through object URLs, which jsdom lacks
    URL.createObjectURL = jest.fn(() => 'blob:anteprima');
  });

  it('uploads the chosen files as field file and shows what happened to each, with a link to the invoice', async () => {
    const richieste = server({ status: 200, body: { messaggio: '1 ricevuta registrata, 1 già registrata, 1 file rifiutato', data: ESITO } });
    renderWithApp(<FattureListPage />, '/fatturazione');
    const dialogo = await caricaDalDialogo(['rc.xml', 'doppia.xml', 'x.xml']);
    expect(await within(dialogo).findByText('1 ricevuta registrata, 1 già registrata, 1 file rifiutato')).toBeTruthy();
    const invio = richieste.find((r) => r.url.pathname === '/api/documenti/notifichesdi');
    expect(invio?.init?.method).toBe('POST');
    expect((invio?.init?.body as FormData).getAll('file').map((f) => (f as File).name)).toEqual(['rc.xml', 'doppia.xml', 'x.xml']);
    const registrata = within(dialogo).getByRole('link', { name: 'fattura n. 13: Consegnata' });
    expect(registrata.getAttribute('href')).toBe('/fatturazione/view/8');
    expect(within(dialogo).getByText('Già registrate')).toBeTruthy();
    expect(within(dialogo).getByText('x.xml: nessuna fattura esportata corrisponde al file IT1_X.xml.p7m')).toBeTruthy();
  });

  it('when every file is refused (422) still lists each reason, with no ATTENZIONE dialog', async () => {
    const rifiutate = [{ file: 'a.xml', messaggio: 'a.xml: il file è una fattura elettronica, non una ricevuta dello SDI' }];
    server({ status: 422, body: { messaggio: `${rifiutate[0].messaggio}#`, data: { registrate: [], giaRegistrate: [], rifiutate } } });
    renderWithApp(<FattureListPage />, '/fatturazione');
    const dialogo = await caricaDalDialogo(['a.xml']);
    expect(await within(dialogo).findByText('Rifiutate')).toBeTruthy();
    expect(within(dialogo).getAllByText(/a\.xml: il file è una fattura elettronica/).length).toBeGreaterThan(0);
    expect(screen.queryByText('ATTENZIONE')).toBeNull();
  });
});

describe('Stato SDI panel (invoice view)', () => {
  const cronologia = (c: CronologiaSdi) => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: c }), { status: 200 })) as unknown as typeof fetch;
  };

  it('shows each step with its Rome date and time, state, SDI identifier and file, and an NS\'s errors explained', async () => {
    cronologia({
      statoSdi: 'SCARTATA',
      voci: [
        { tipo: 'ESPORTAZIONE', dataOra: '2026-03-10T09:00:00.000Z', stato: 'INVIATA', nomeFile: 'IT12345678903_00001.xml' },
        {
          tipo: 'RICEVUTA',
          dataOra: '2026-03-10T11:30:00.000Z',
          stato: 'SCARTATA',
          tipoRicevuta: 'NS',
          identificativoSdi: '4711',
          nomeFile: 'IT12345678903_00001_NS_001.xml',
          errori: [{ codice: '00404', descrizione: 'Fattura duplicata', suggerimento: 'Fattura duplicata: non va reinviata.' }, { codice: '00999', descrizione: 'Errore mai visto' }],
        },
      ],
    });
    renderWithApp(<StatoSdiPanel id="8" />);
    const pannello = await screen.findByRole('region', { name: 'Stato SDI' });
    expect(within(pannello).getByText('10/03/2026 10:00')).toBeTruthy();
    expect(within(pannello).getByText('10/03/2026 12:30')).toBeTruthy();
    expect(within(pannello).getByText('Notifica di scarto')).toBeTruthy();
    expect(within(pannello).getByText('4711')).toBeTruthy();
    expect(within(pannello).getByText('IT12345678903_00001.xml')).toBeTruthy();
    expect(within(pannello).getAllByText('Scartata').length).toBe(2);
    expect(within(pannello).getByText('Fattura duplicata: non va reinviata.')).toBeTruthy();
    expect(within(pannello).getByText('Errore mai visto')).toBeTruthy();
  });

  it('shows nothing for an invoice to a private person', async () => {
    cronologia({ statoSdi: null, voci: [] });
    const { container } = renderWithApp(<StatoSdiPanel id="9" />);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(container.querySelector('.registro-stato-sdi-panel')).toBeNull();
  });
});
