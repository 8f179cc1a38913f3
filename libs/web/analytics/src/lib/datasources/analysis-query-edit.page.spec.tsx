import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { COLONNA_NUMERICA } from '@registro/web-ui';
import { renderWithApp } from '../../test-utils';
import { AnalysisQueryEditPage } from './analysis-query-edit.page';

const SALVATA = { id: 5, versione: 1, title: 'Fatturato', descrizione: '', idDatasource: 7, sqlGraphicQuery: 'SELECT 1 AS vecchia', sqlAnaliticQuery: 'SELECT 2 AS pivot' };
const SORGENTE = { id: 7, driver: 1, datasourceName: 'Magazzino', host: 'db', port: 5432, database: 'm', username: 'u', password: '', jdbcUrl: '' };
const json = (corpo: unknown, status = 200) => new Response(JSON.stringify(corpo), { status });

/** The API: the saved query, the sources, and the runs (by id: the saved SQL's rows; by text: an error for a missing column). */
function api() {
  const chiamate: { metodo: string; percorso: string; corpo?: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const metodo = init?.method ?? 'GET';
    const corpo = init?.body ? JSON.parse(String(init.body)) : undefined;
    chiamate.push({ metodo, percorso, corpo });
    if (percorso === '/api/dataanalysisquery/5') return json({ data: SALVATA });
    if (percorso === '/api/dataanalysisdatasources') return json({ data: { list: [SORGENTE], recordsNumber: 1 } });
    if (percorso === '/api/dataanalysisdatabaseinfo/eseguiquery/5') return json({ data: [{ vecchia: 1 }] });
    if (percorso === '/api/dataanalysisdatabaseinfo/eseguiquery' && metodo === 'POST')
      return String(corpo.sql).includes('inesistente')
        ? json({ messaggio: 'Errore nella query: column "inesistente" does not exist#' }, 400)
        : json({ data: [{ nuova: '1042.50' }] });
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return chiamate;
}

const apri = () =>
  renderWithApp(
    <Routes>
      <Route path="/dataanalysisquery/edit/:id" element={<AnalysisQueryEditPage />} />
    </Routes>,
    '/dataanalysisquery/edit/5',
  );

describe('/dataanalysisquery/edit/:id Esegui query', () => {
  it('runs the saved query while the text is the saved one, and the SQL on screen once edited (not saved)', async () => {
    const chiamate = api();
    apri();
    const sql = (await screen.findByLabelText('Query Grafico')) as HTMLTextAreaElement;
    await waitFor(() => expect(sql.value).toBe('SELECT 1 AS vecchia'));
    fireEvent.click(screen.getByRole('button', { name: 'Esegui query' }));
    expect(await screen.findByRole('columnheader', { name: 'vecchia' })).toBeTruthy();

    fireEvent.change(sql, { target: { value: 'SELECT inesistente FROM t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esegui query' }));
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText('Errore nella query: column "inesistente" does not exist')).toBeTruthy();
    expect(chiamate.filter((c) => c.metodo === 'POST')).toEqual([
      { metodo: 'POST', percorso: '/api/dataanalysisdatabaseinfo/eseguiquery', corpo: { idDatasource: 7, sql: 'SELECT inesistente FROM t' } },
    ]);
    fireEvent.click(within(attenzione).getByRole('button', { name: 'Ok' }));

    fireEvent.change(sql, { target: { value: 'SELECT 1042.50 AS nuova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esegui query' }));
    const nuova = await screen.findByRole('columnheader', { name: 'nuova' });
    // a number is written the Italian way and aligned right under its header
    expect(screen.getByTestId('risultato-query').querySelector('td')?.lastChild?.textContent).toBe('1.042,50');
    expect(nuova.classList.contains(COLONNA_NUMERICA)).toBe(true);
    expect(screen.queryByRole('columnheader', { name: 'vecchia' })).toBeNull();
    // nothing was saved
    expect(chiamate.some((c) => c.percorso.startsWith('/api/dataanalysisquery') && c.metodo !== 'GET')).toBe(false);
  });
});
