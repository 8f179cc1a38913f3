import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TipoDocumento } from '@registro/contracts';
import { renderWithApp } from '../../../test-utils';
import { TipiDocumentoListPage } from './tipidocumento-list.page';

function tipo(id: number, codice: string, descrizione: string): TipoDocumento {
  return { id, tipoDocumento: 'EMESSO', codiceTipoDocumento: codice, descrizioneTipoDocumento: descrizione, codiceNumeratore: 'FT', tipoDocumentoSdi: 'TD01' };
}

const TIPI = [tipo(1, 'FT', 'Fattura'), tipo(2, 'NC', 'Nota di credito'), ...Array.from({ length: 10 }, (_, i) => tipo(10 + i, `X${i}`, `Altro ${i}`))];

function servi() {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    richieste.push(new URL(url, 'http://localhost'));
    return new Response(JSON.stringify({ data: { list: TIPI, recordsNumber: TIPI.length } }), { status: 200 });
  }) as unknown as typeof fetch;
  return richieste;
}

function righeDati() {
  const tabella = screen.getByRole('table');
  return within(tabella).getAllByRole('row').slice(1);
}

describe('Tipi Documento (/tipidocumento)', () => {
  it('loads every type once, shows 10 per page, the description links to the view', async () => {
    const richieste = servi();
    renderWithApp(<TipiDocumentoListPage />);
    expect(await screen.findByRole('link', { name: 'Fattura' })).toHaveProperty('href', expect.stringMatching(/\/tipidocumento\/view\/1$/));
    expect(righeDati()).toHaveLength(10);
    expect(richieste[0].pathname).toBe('/api/tipidocumento');
    expect(richieste[0].searchParams.get('forPage')).toBe('1000');
  });

  it('filters code and description on the client, case-insensitive contains', async () => {
    const richieste = servi();
    renderWithApp(<TipiDocumentoListPage />);
    await screen.findByRole('link', { name: 'Fattura' });
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: 'NOTA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(righeDati()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Nota di credito' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Codice'), { target: { value: 'x1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(righeDati()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Altro 1' })).toBeTruthy();
    expect(richieste).toHaveLength(1);
  });
});
