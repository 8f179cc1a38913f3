import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { DocumentoFattura, PermessiGruppo } from '@registro/contracts';
import { Providers } from '@registro/web-ui';
import { FatturaEditPage } from './fattura-edit.page';

const GIA_ESPORTATA = 'Fattura già esportata: per correggerla emettere una nota di credito';

const documento = (esportata: boolean, statoSdi: DocumentoFattura['statoSdi'] = 'INVIATA'): DocumentoFattura =>
  ({
    id: 5,
    versione: 7,
    numeroDocumento: '12',
    dataDocumento: '2026-03-10T09:00:00.000Z',
    cognomeRagioneSoggetto: 'ACME SRL',
    nomeSoggetto: '',
    codiceFiscaleSoggetto: '',
    partitaIvaSoggetto: '01234567897',
    codiceDestinatario: 'ABC1234',
    indirizzoSoggetto: 'VIA ROMA 1',
    capSoggetto: '00100',
    localitaSoggetto: 'ROMA',
    provinciaSoggetto: 'RM',
    codiceStruttura: '001',
    idTipoDocumento: 1,
    tipoDocumentoDescrizione: 'Fattura',
    idCausaleDocumento: null,
    causaleDocumentoDescrizione: '',
    idMetodoPagamento: null,
    marcaBolloVirtuale: false,
    marcaBolloNumero: '',
    marcaBolloImporto: 0,
    totaleImponibileDocumento: 100,
    totaleImpostaDocumento: 22,
    totaleDocumento: 122,
    righeDocumento: [{ descrizione: 'VISITA', codiceArticolo: 'V1', quantita: 1, prezzoUnitario: 100, sconto: 0, aliquota: 22, totaleRiga: 100, unitaMisura: 'NR' }],
    esportata,
    statoSdi,
  }) as unknown as DocumentoFattura;

/** The api as the editor reads it: the invoice (exported until reopened), the lookups, the profile with or without 'approva'. */
function server(approva: boolean, statoSdi: DocumentoFattura['statoSdi'] = 'INVIATA') {
  let esportata = true;
  const riaperture: unknown[] = [];
  const permessi: PermessiGruppo[] = [
    { id: 'fatturazione', permessi: [{ permesso: 'visualizza', attivo: true }, { permesso: 'modifica', attivo: true }, { permesso: 'approva', attivo: approva }] },
  ];
  globalThis.fetch = jest.fn(async (indirizzo: string, init?: RequestInit) => {
    const url = new URL(indirizzo, 'http://localhost');
    const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (url.pathname === '/api/documenti/5/riapri' && init?.method === 'POST') {
      riaperture.push(JSON.parse(String(init.body)));
      esportata = false;
      return new Response(JSON.stringify({ messaggio: 'Fattura riaperta', data: documento(false) }), { status: 200 });
    }
    if (url.pathname === '/api/documenti/5') return json(documento(esportata, statoSdi));
    if (url.pathname === '/api/users/profile') return json({ username: 'admin', gruppo: { permessi } });
    if (url.pathname === '/api/strutture') return json({ list: [{ id: 1, codiceStruttura: '001', denominazione: 'Centro Medico' }], recordsNumber: 1 });
    return json({ list: [], recordsNumber: 0 });
  }) as unknown as typeof fetch;
  return riaperture;
}

function apri() {
  const router = createMemoryRouter([{ path: '/contabilita/fatturazione/edit/:id', element: <FatturaEditPage /> }], {
    initialEntries: ['/contabilita/fatturazione/edit/5'],
  });
  return render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('invoice editor of an exported invoice (issue 26)', () => {
  it('opens read-only with the notice at the top: no Salva, no pencils, no line buttons; Riapri for who has approva', async () => {
    server(true);
    apri();
    expect(await screen.findByText(GIA_ESPORTATA)).toBeTruthy();
    expect(screen.getByText('VISITA')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica intestatario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica dati documento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica riga' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuova riga' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Riapri' })).toBeTruthy();
  });

  it('without approva: the notice, read-only, and no Riapri', async () => {
    server(false);
    apri();
    expect(await screen.findByText(GIA_ESPORTATA)).toBeTruthy();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/users/profile'), expect.anything()));
    expect(screen.queryByRole('button', { name: 'Riapri' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('delivered by the SDI (Consegnata): the notice without Riapri, even for who has approva (the server would refuse it)', async () => {
    server(true, 'CONSEGNATA');
    apri();
    expect(await screen.findByText(GIA_ESPORTATA)).toBeTruthy();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringContaining('/api/users/profile'), expect.anything()));
    expect(screen.queryByRole('button', { name: 'Riapri' })).toBeNull();
  });

  it('Riapri asks the Motivo (required), sends it, and the editor becomes editable', async () => {
    const riaperture = server(true);
    apri();
    fireEvent.click(await screen.findByRole('button', { name: 'Riapri' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Riapri la fattura n. 12' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Riapri' }));
    expect(await within(dialogo).findByText('Indicare il motivo')).toBeTruthy();
    expect(riaperture).toEqual([]);

    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: '  Codice destinatario errato ' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Riapri' }));
    await waitFor(() => expect(riaperture).toEqual([{ motivo: 'Codice destinatario errato' }]));
    expect(await screen.findByRole('button', { name: 'Salva' })).toBeTruthy();
    expect(screen.queryByText(GIA_ESPORTATA)).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifica intestatario' })).toBeTruthy();
  });
});
