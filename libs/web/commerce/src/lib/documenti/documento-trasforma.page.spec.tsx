import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { DocumentoCommerciale, RigaDocumentoCommerciale } from '@registro/contracts';
import { Providers } from '@registro/web-ui';
import { DocumentoTrasformaPage } from './documento-trasforma.page';

const json = (corpo: unknown, status = 200) => new Response(JSON.stringify(corpo), { status });

const riga = (descrizioneArticolo: string, trasformata = false): RigaDocumentoCommerciale => ({
  idArticolo: 1,
  descrizioneArticolo,
  quantita: 2,
  prezzoUnitario: 3.5,
  aliquotaIvaDescrizione: 'IVA22',
  aliquotaIva: 22,
  offerta: 'NO',
  trasformata,
});

/** A DDT of three rows, the second transformed by an earlier transformation. */
const ORIGINE: DocumentoCommerciale = {
  id: 7,
  numero: '12',
  tipo: 'DDT',
  dataOra: '2026-11-28T10:00:00.000Z',
  statoAttuale: 'COMPLETA',
  statoAttualeDataOra: null,
  idAnagrafica: 3,
  descrizioneAnagrafica: 'CARTOLERIA ROSSI',
  noteAnagrafica: '',
  documentoOrigine: null,
  importoNetto: 21,
  importoNettoAggiuntivo: 0,
  importoIva: 4.62,
  importoLordo: 25.62,
  listaRighe: [
    riga('CARTA A4 RISMA DA 500 FOGLI, 80 g/m², BIANCA, PER STAMPANTI LASER E A GETTO D’INCHIOSTRO'),
    riga('PENNE A SFERA BLU', true),
    riga('EVIDENZIATORI GIALLI'),
  ],
  anagrafica: null,
};

/** The page's calls: the source document, elabora (the new document's totals) and the save. */
function api() {
  const salvati: DocumentoCommerciale[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const metodo = init?.method ?? 'GET';
    if (metodo === 'GET' && percorso === '/api/paperclean/documenti/7') return json({ data: ORIGINE });
    if (percorso === '/api/paperclean/documenti/elabora') return json({ data: JSON.parse(String(init?.body)) });
    if (metodo === 'POST' && percorso === '/api/paperclean/documenti') {
      salvati.push(JSON.parse(String(init?.body)));
      return json({ messaggio: 'Salvataggio avvenuto con successo', data: { ...salvati[0], id: 8 } });
    }
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return salvati;
}

function apriTrasformazione() {
  const router = createMemoryRouter(
    [
      { path: '/papercleandocumentotipi/documenti/trasforma/edit/:id', element: <DocumentoTrasformaPage /> },
      { path: '/papercleandocumentotipi', element: <h1>Tipi documento</h1> },
    ],
    { initialEntries: ['/papercleandocumentotipi/documenti/trasforma/edit/-1?idDocumento=7&codiceTipo=DDT&tipo=P&nuovoTipo=FAT&trasformare=true'] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('/papercleandocumentotipi/documenti/trasforma (spec 3 §5, issue 25)', () => {
  it('shows the per-row action beside the index, in a compact table, and says how to fill the new document', async () => {
    api();
    apriTrasformazione();
    const origine = await screen.findByRole('table', { name: 'Righe del documento di origine' });
    const intestazioni = within(origine).getAllByRole('columnheader').map((h) => h.textContent);
    expect(intestazioni).toEqual(['#', 'Azioni', 'Descrizione Articolo', 'Quantità', 'Prezzo Unitario', '% IVA']);
    const prima = within(origine).getAllByRole('row')[1];
    expect(within(prima).getAllByRole('cell')[1].querySelector('button[aria-label="Trasforma riga 1"]')).toBeTruthy();
    expect(within(origine).getAllByRole('row')[2].textContent).toContain('Trasformata');
    expect(screen.getByText(/Nessuna riga ancora: trasforma le righe del documento di origine/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Trasforma tutte le righe" carries every row not transformed yet, and the save sends them as spec 3\'s transformation payload', async () => {
    const salvati = api();
    apriTrasformazione();
    const tutte = await screen.findByRole('button', { name: 'Trasforma tutte le righe' });
    fireEvent.click(tutte);
    const nuovo = screen.getByRole('table', { name: 'Righe del nuovo documento' });
    expect(within(nuovo).getAllByTestId('descrizione-articolo').map((d) => d.textContent)).toEqual([ORIGINE.listaRighe[0].descrizioneArticolo, 'EVIDENZIATORI GIALLI']);
    expect(screen.queryByRole('button', { name: /Trasforma riga/ })).toBeNull();
    expect((tutte as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(salvati).toHaveLength(1));
    expect(salvati[0]).toMatchObject({ tipo: 'FAT', statoAttuale: 'COMPLETA', documentoOrigine: 7 });
    expect(salvati[0].ordineOrigine?.listaRighe.map((r) => r.trasformata)).toEqual([true, true, true]);
    expect(await screen.findByRole('heading', { name: 'Tipi documento' })).toBeTruthy();
  });
});
