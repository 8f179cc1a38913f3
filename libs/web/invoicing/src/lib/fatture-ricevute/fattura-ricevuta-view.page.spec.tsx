import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { FatturaRicevutaViewPage } from './fattura-ricevuta-view.page';
import { fatturaRicevutaDiProva } from './fattura-ricevuta.fixture';

function server(documento = fatturaRicevutaDiProva()) {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string) => {
    const url = new URL(indirizzo, 'http://localhost');
    richieste.push(url);
    return new Response(JSON.stringify({ data: documento }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

function apri() {
  const router = createMemoryRouter([{ path: '/contabilita/fatturericevute/:id', element: <FatturaRicevutaViewPage /> }], { initialEntries: ['/contabilita/fatturericevute/41'] });
  return render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const blocco = (nome: string) => within(screen.getByRole('region', { name: nome }));

describe('received invoice view (/contabilita/fatturericevute/:id)', () => {
  it('reads GET fatturericevute/{id} and titles the page with type, number and date', async () => {
    const richieste = server();
    apri();
    expect(await screen.findByRole('heading', { name: 'Fattura n. 123 del 20/11/2026' })).toBeTruthy();
    expect(richieste.some((u) => u.pathname === '/api/fatturericevute/41')).toBe(true);
  });

  it('shows supplier and buyer side by side, the general data, the warnings and the signature', async () => {
    server();
    apri();
    await screen.findByRole('heading', { name: /Fattura n\. 123/ });
    const cedente = blocco('Cedente / prestatore (fornitore)');
    expect(cedente.getByText('ALPHA SRL')).toBeTruthy();
    expect(cedente.getByText('IT01234567890')).toBeTruthy();
    expect(cedente.getByText('RF01 Ordinario')).toBeTruthy();
    expect(cedente.getByText('VIALE ROMA 543, 07100 SASSARI (SS)')).toBeTruthy();
    const cessionario = blocco('Cessionario / committente');
    expect(cessionario.getByText('BETA GAMMA')).toBeTruthy();
    expect(cessionario.getByText('09876543210')).toBeTruthy();
    const dati = blocco('Dati generali del documento');
    expect(dati.getByText('TD01 Fattura')).toBeTruthy();
    expect(dati.getByText('Fattura fornitore')).toBeTruthy();
    expect(dati.getByText('20/11/2026')).toBeTruthy();
    expect(dati.getByText(/2,00\s€ \(virtuale\)/)).toBeTruthy();
    expect(dati.getByText(/RT02 Ritenuta persone giuridiche: 20,00\s€ \(20%, causale A\)/)).toBeTruthy();
    expect(dati.getByText("Ordine d'acquisto")).toBeTruthy();
    expect(dati.getByText('66685 del 01/11/2026')).toBeTruthy();
    expect(dati.getByText('LA FATTURA FA RIFERIMENTO AD UNA OPERAZIONE AAAA')).toBeTruthy();
    expect(screen.getByTestId('avvisi-ricevuta').textContent).toContain('aveva spazi intorno');
    expect(screen.getByTestId('firma-ricevuta').textContent).toBe(
      'Firmata da MARIO ROSSI (RSSMRA80A01H501U) (emessa da ArubaPEC S.p.A. NG CA 3, valida dal 01/01/2025 al 01/01/2028)',
    );
  });

  it('lists the lines, the VAT summary with the total, the payments and the attachments', async () => {
    server();
    apri();
    await screen.findByRole('heading', { name: /Fattura n\. 123/ });
    const righe = within(screen.getByRole('table', { name: 'Dettaglio della fornitura' }));
    expect(righe.getByText('Visita specialistica')).toBeTruthy();
    expect(righe.getByText(/0,00125\s€/)).toBeTruthy();
    expect(righe.getByText('−10%')).toBeTruthy();
    expect(righe.getByText('N4 Esenti')).toBeTruthy();
    expect(righe.getByText('22%')).toBeTruthy();
    expect(righe.getByText(/1\.000,00\s€/)).toBeTruthy();
    const riepilogo = blocco('Riepilogo per aliquota IVA e natura');
    expect(riepilogo.getByText(/1,10\s€/)).toBeTruthy();
    expect(riepilogo.getByText('Art. 10 DPR 633/72')).toBeTruthy();
    expect(riepilogo.getByText('Immediata')).toBeTruthy();
    expect(riepilogo.getByText(/1\.234,56\s€/)).toBeTruthy();
    const pagamento = blocco('Pagamento');
    expect(pagamento.getAllByText('MP05 Bonifico')).toHaveLength(2);
    expect(pagamento.getByText('20/12/2026')).toBeTruthy();
    expect(pagamento.getAllByText(/617,28\s€/)).toHaveLength(2);
    expect(pagamento.getByText('IT60X0542811101000000123456')).toBeTruthy();
    expect(blocco('Allegati').getByRole('button', { name: "Scarica l'allegato dettaglio.pdf" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scarica file originale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stampa PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Storico Modifiche' })).toBeTruthy();
  });

  it('what the file does not carry is not shown: no warnings, signature, attachments, item codes, IBAN', async () => {
    const documento = fatturaRicevutaDiProva();
    server({
      ...documento,
      avvisi: [],
      firma: undefined,
      allegati: [],
      righe: documento.righe.map((r) => ({ ...r, codiceArticolo: undefined })),
      pagamenti: [{ modalita: 'MP01', scadenza: '2026-12-20', importo: 1234.56 }],
    });
    apri();
    await screen.findByRole('heading', { name: /Fattura n\. 123/ });
    expect(screen.queryByRole('columnheader', { name: 'Cod. articolo' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'UM' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'IBAN' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Condizioni' })).toBeNull();
    expect(blocco('Pagamento').getByText('MP01 Contanti')).toBeTruthy();
    expect(screen.queryByTestId('avvisi-ricevuta')).toBeNull();
    expect(screen.queryByTestId('firma-ricevuta')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Allegati' })).toBeNull();
  });
});
