import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { FattureListPage } from './fatture-list.page';
import { FILTRI_FATTURE_KEY } from './fatture-filters';

const RIGHE = [
  { id: 7, numeroDocumento: '12', dataDocumento: '2026-03-07T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'ROSSI', nomeSoggetto: 'MARIO', codiceStruttura: '001', totaleDocumento: 90, privato: true },
  { id: 8, numeroDocumento: '13', dataDocumento: '2026-03-08T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'ACME SRL', nomeSoggetto: '', codiceStruttura: '001', totaleDocumento: 50, privato: false },
  { id: 9, numeroDocumento: '14', dataDocumento: '2026-03-09T10:00:00.000Z', tipoDocumentoDescrizione: 'Fattura', cognomeRagioneSoggetto: 'BETA SPA', nomeSoggetto: '', codiceStruttura: '001', totaleDocumento: 70, privato: false },
];

/** The list, and the zip (or its 422 naming a refused invoice). */
function server(rifiuto?: string) {
  const zip: unknown[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init?: RequestInit) => {
    const url = new URL(indirizzo, 'http://localhost');
    if (url.pathname === '/api/documenti/fatturaelettronica/zip') {
      zip.push(JSON.parse(String(init?.body)));
      if (rifiuto) return new Response(JSON.stringify({ messaggio: `${rifiuto}#` }), { status: 422 });
      return new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="fatture-sdi-29-11-2026.zip"' } });
    }
    const list = url.pathname === '/api/strutture' ? [{ id: 1, codiceStruttura: '001', denominazione: 'Centro Medico' }] : RIGHE;
    return new Response(JSON.stringify({ data: { list, recordsNumber: list.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return zip;
}

describe('invoice list: Scarica XML per SDI (zip)', () => {
  beforeEach(() => sessionStorage.clear());

  it('the ticked invoices go by id, each tick shown; a private person cannot be ticked', async () => {
    const zip = server();
    renderWithApp(<FattureListPage />, '/contabilita/fatturazione');
    await screen.findByText('ACME SRL');
    const privata = screen.getByRole('checkbox', { name: 'Seleziona la fattura n. 12 per lo zip SDI' });
    expect((privata as HTMLInputElement).disabled).toBe(true);
    const acme = screen.getByRole('checkbox', { name: 'Seleziona la fattura n. 13 per lo zip SDI' }) as HTMLInputElement;
    fireEvent.click(acme);
    await waitFor(() => expect(acme.checked).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la fattura n. 14 per lo zip SDI' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica XML per SDI (zip): 2 selezionate' }));
    await waitFor(() => expect(zip).toEqual([{ ids: [8, 9] }]));
    expect(await screen.findByText('File fatture-sdi-29-11-2026.zip scaricato')).toBeTruthy();
    // the choice is cleared after the download
    await waitFor(() => expect(acme.checked).toBe(false));
    expect(screen.getByRole('button', { name: 'Scarica XML per SDI (zip)' })).toBeTruthy();
  });

  it("with nothing ticked the list's filters go; a refusal names the invoice", async () => {
    sessionStorage.setItem(FILTRI_FATTURE_KEY, JSON.stringify({ cognomeRagioneSoggetto: 'acme' }));
    const zip = server('Fattura n. 13: CAP del destinatario: 5 cifre');
    renderWithApp(<FattureListPage />, '/contabilita/fatturazione');
    await screen.findByText('ACME SRL');
    fireEvent.click(screen.getByRole('button', { name: 'Scarica XML per SDI (zip)' }));
    await waitFor(() => expect(zip).toEqual([{ filtri: { cognomeRagioneSoggetto: 'acme' } }]));
    expect(await screen.findByText('Fattura n. 13: CAP del destinatario: 5 cifre')).toBeTruthy();
  });
});
