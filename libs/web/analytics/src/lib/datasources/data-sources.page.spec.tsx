import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { DataSourcesPage } from './data-sources.page';

const SORGENTE = { id: 7, driver: 1, datasourceName: 'Magazzino', host: 'db.interno', port: 5432, database: 'magazzino', username: 'lettore', password: '', jdbcUrl: '' };
const DRIVER = { id: 1, driverName: 'PostgreSQL', jdbcName: 'pg', className: 'postgresql (node-postgres)', queryFieldsInfo: 'SELECT 1' };

const json = (corpo: unknown, status = 200) => new Response(JSON.stringify(corpo), { status });

/** The API: the lists, the connection check (ok or not) and the save (its status). */
function api({ connessione = true, salvataggio = 201 }: { connessione?: boolean; salvataggio?: number } = {}) {
  const chiamate: { metodo: string; percorso: string; corpo?: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (percorso === '/api/dataanalysisdatasources/verificaconnessione/7')
      return connessione
        ? json({ messaggio: 'Connessione verificata con successo', data: { id: 7 } })
        : json({ messaggio: 'Connessione rifiutata da db.interno:5432: il database non è raggiungibile#' }, 422);
    if (percorso === '/api/dataanalysisdatasources' && metodo === 'POST')
      return salvataggio === 201
        ? json({ messaggio: 'Salvataggio avvenuto con successo', data: { ...SORGENTE, id: 8 } }, 201)
        : json({ messaggio: salvataggio === 400 ? 'Indicare Host oppure Stringa di connessione#' : 'Errore interno#' }, salvataggio);
    if (percorso === '/api/dataanalysisdatasources') return json({ data: { list: [SORGENTE], recordsNumber: 1 } });
    if (percorso === '/api/dataanalysisdatabasedriver') return json({ data: { list: [DRIVER], recordsNumber: 1 } });
    return json({ data: { list: [], recordsNumber: 0 } });
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('/dataanalydatasources', () => {
  it('lists the data sources; the connection check shows Info or ATTENZIONE "Errore di connessione: …"', async () => {
    api();
    renderWithApp(<DataSourcesPage />);
    const tabella = await screen.findByRole('table', { name: 'Sorgenti dati' });
    const riga = await within(tabella).findByRole('row', { name: /Magazzino/ });
    for (const intestazione of ['Nome', 'Host', 'Porta', 'Database', 'Username', 'Stringa di connessione']) expect(within(tabella).getByRole('columnheader', { name: intestazione })).toBeTruthy();
    fireEvent.click(within(riga).getByRole('button', { name: 'Verifica connessione' }));
    expect(await screen.findByText('Connessione verificata con successo')).toBeTruthy();
    expect(screen.getByText('Info')).toBeTruthy();

    api({ connessione: false });
    fireEvent.click(within(riga).getByRole('button', { name: 'Verifica connessione' }));
    expect(await screen.findByText('Errore di connessione: Connessione rifiutata da db.interno:5432: il database non è raggiungibile')).toBeTruthy();
  });

  it('edits a source without showing its password; a 400 opens ATTENZIONE, another error the toast "Errore nel salvarei dati: "', async () => {
    api();
    renderWithApp(<DataSourcesPage />);
    const riga = await screen.findByRole('row', { name: /Magazzino/ });
    fireEvent.click(within(riga).getByRole('button', { name: 'Modifica' }));
    const modale = await screen.findByRole('dialog', { name: 'Modifica sorgente dati' });
    expect((within(modale).getByLabelText('Host') as HTMLInputElement).value).toBe('db.interno');
    expect((within(modale).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(modale).getByRole('button', { name: 'Annulla' }));

    api({ salvataggio: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Nuova sorgente dati' }));
    const nuovo = await screen.findByRole('dialog', { name: 'Nuova sorgente dati' });
    fireEvent.change(within(nuovo).getByLabelText('Nome'), { target: { value: 'Senza host' } });
    fireEvent.click(within(nuovo).getByRole('button', { name: 'Salva' }));
    const attenzione = await screen.findByRole('dialog', { name: 'ATTENZIONE' });
    expect(within(attenzione).getByText('Indicare Host oppure Stringa di connessione')).toBeTruthy();
    fireEvent.click(within(attenzione).getByRole('button', { name: 'Ok' }));

    const chiamate = api({ salvataggio: 500 });
    fireEvent.click(within(nuovo).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Errore nel salvarei dati: Errore interno')).toBeTruthy();
    await waitFor(() => expect(chiamate.find((c) => c.metodo === 'POST')?.corpo).toMatchObject({ id: -1, datasourceName: 'Senza host', password: '' }));
  });

  it('a port out of 1–65535 stays as typed and is refused with the field\'s message, nothing sent', async () => {
    const chiamate = api();
    renderWithApp(<DataSourcesPage />);
    const riga = await screen.findByRole('row', { name: /Magazzino/ });
    fireEvent.click(within(riga).getByRole('button', { name: 'Modifica' }));
    const modale = await screen.findByRole('dialog', { name: 'Modifica sorgente dati' });
    const porta = within(modale).getByLabelText('Porta') as HTMLInputElement;
    fireEvent.focus(porta);
    porta.setSelectionRange(0, porta.value.length);
    fireEvent.input(porta, { target: { value: '70000' } });
    fireEvent.blur(porta);
    expect(porta.value).toBe('70000');
    fireEvent.click(within(modale).getByRole('button', { name: 'Salva' }));
    expect(await within(modale).findByText('Il campo Porta deve essere compreso tra 1 e 65535')).toBeTruthy();
    expect(porta.value).toBe('70000');
    expect(chiamate.some((c) => c.metodo === 'PUT' || c.metodo === 'POST')).toBe(false);
  });

  it('the Driver database tab lists the drivers with Nome, Nome JDBC, Classe Java, Query dei campi', async () => {
    api();
    renderWithApp(<DataSourcesPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Driver database' }));
    const tabella = await screen.findByRole('table', { name: 'Driver database' });
    expect(await within(tabella).findByRole('row', { name: /PostgreSQL/ })).toBeTruthy();
    for (const intestazione of ['Nome', 'Nome JDBC', 'Classe Java', 'Query dei campi']) expect(within(tabella).getByRole('columnheader', { name: intestazione })).toBeTruthy();
  });

  it('deletes a data source after asking; one a query uses stays, with the reason', async () => {
    const chiamate = api();
    const fetchLista = globalThis.fetch as jest.Mock;
    let usata = true;
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        chiamate.push({ metodo: 'DELETE', percorso: new URL(url, 'http://localhost').pathname });
        return usata ? json({ messaggio: 'La sorgente dati è usata da delle query: eliminarle prima#' }, 409) : json({ messaggio: 'Eliminazione avvenuta con successo', data: { id: 7 } });
      }
      return fetchLista(url, init);
    }) as unknown as typeof fetch;
    renderWithApp(<DataSourcesPage />);
    const riga = await screen.findByRole('row', { name: /Magazzino/ });

    fireEvent.click(within(riga).getByRole('button', { name: 'Elimina' }));
    const domanda = await screen.findByText('Eliminare la sorgente dati Magazzino?');
    fireEvent.click(within(domanda.closest('[role="alertdialog"], [role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('La sorgente dati è usata da delle query: eliminarle prima')).toBeTruthy();

    usata = false;
    fireEvent.click(within(riga).getByRole('button', { name: 'Elimina' }));
    const ancora = await screen.findByText('Eliminare la sorgente dati Magazzino?');
    fireEvent.click(within(ancora.closest('[role="alertdialog"], [role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Eliminazione avvenuta con successo')).toBeTruthy();
    expect(chiamate.filter((c) => c.metodo === 'DELETE').map((c) => c.percorso)).toEqual(['/api/dataanalysisdatasources/7', '/api/dataanalysisdatasources/7']);
  });
});
