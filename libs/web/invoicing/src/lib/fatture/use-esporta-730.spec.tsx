import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'primereact/button';
import { renderWithApp } from '../../test-utils';
import type { FiltriFattureQuery } from './fatture-filters';
import { useEsporta730 } from './use-esporta-730';

const ESCLUSE = [
  { id: 9213, numeroDocumento: '33/2026', dataDocumento: '2026-05-06T10:00:00.000Z', intestatario: 'VERDI LUCA', motivo: 'manca il codice fiscale del paziente' },
  { id: 9214, numeroDocumento: '34/2026', dataDocumento: '2026-05-07T10:00:00.000Z', intestatario: 'ROSSI MARIO', motivo: 'Codice Fiscale del destinatario non valido (carattere di controllo errato)' },
];

/** The API: the excluded invoices, the 730 file and the Excel list. */
function api(esclusi = ESCLUSE) {
  const chiamate: { metodo: string; percorso: string; query: Record<string, string>; corpo?: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso: u.pathname, query: Object.fromEntries(u.searchParams), corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (u.pathname === '/api/sistemats/730/esclusi') return new Response(JSON.stringify({ data: { incluse: 2, esclusi } }), { status: 200 });
    if (u.pathname === '/api/sistemats/730') return new Response('<precompilata/>', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="730_H3_2026-05-01_2026-05-31.xml"' } });
    return new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="730_fatture_escluse_29-11-2026.xlsx"' } });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return chiamate;
}

const FILTRI = { codiceStruttura: 'H3', dataDal: '2026-05-01', dataAl: '2026-05-31', cognomeRagioneSoggetto: 'rossi' } as unknown as FiltriFattureQuery;

function Esporta() {
  const esporta = useEsporta730();
  return <Button label="Esporta 730 (Sistema TS)" onClick={() => void esporta(FILTRI)} />;
}

describe('Esporta 730', () => {
  it('names the invoices left out before saving; on yes saves the file and their Excel list; the list filters go along', async () => {
    const chiamate = api();
    renderWithApp(<Esporta />);
    fireEvent.click(screen.getByRole('button', { name: 'Esporta 730 (Sistema TS)' }));
    expect(
      await screen.findByText(
        '2 fatture escluse: 33/2026 (manca il codice fiscale del paziente), 34/2026 (Codice Fiscale del destinatario non valido (carattere di controllo errato)). Scaricare comunque il file?',
      ),
    ).toBeTruthy();
    expect(chiamate.map((c) => c.percorso)).toEqual(['/api/sistemats/730/esclusi']);
    expect(chiamate[0].query).toMatchObject({ codiceStruttura: 'H3', dataDal: '2026-05-01', dataAl: '2026-05-31', cognomeRagioneSoggetto: 'rossi' });

    fireEvent.click(screen.getByRole('button', { name: 'Scarica file ed elenco escluse' }));
    await waitFor(() => expect(chiamate.map((c) => `${c.metodo} ${c.percorso}`)).toEqual(['GET /api/sistemats/730/esclusi', 'GET /api/sistemats/730', 'POST /api/excel']));
    expect(chiamate[1].query).toMatchObject({ codiceStruttura: 'H3', dataDal: '2026-05-01', dataAl: '2026-05-31', cognomeRagioneSoggetto: 'rossi' });
    expect(chiamate[2].corpo).toMatchObject({
      colonne: [
        { titolo: 'Numero Documento', campo: 'numeroDocumento' },
        { titolo: 'Data Documento', campo: 'dataDocumento', tipo: 'date' },
        { titolo: 'Intestatario', campo: 'intestatario' },
        { titolo: 'Motivo', campo: 'motivo' },
      ],
      items: ESCLUSE,
    });
    expect(await screen.findByText('File 730_H3_2026-05-01_2026-05-31.xml scaricato; le fatture escluse sono elencate in 730_fatture_escluse_29-11-2026.xlsx')).toBeTruthy();
  });

  it('saves the file without asking when nothing is left out', async () => {
    const chiamate = api([]);
    renderWithApp(<Esporta />);
    fireEvent.click(screen.getByRole('button', { name: 'Esporta 730 (Sistema TS)' }));
    expect(await screen.findByText('File 730_H3_2026-05-01_2026-05-31.xml scaricato')).toBeTruthy();
    expect(chiamate.map((c) => c.percorso)).toEqual(['/api/sistemats/730/esclusi', '/api/sistemats/730']);
  });
});
