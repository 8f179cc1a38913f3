import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '../feedback/feedback-context';
import { PageLayout } from '../page-layout/page-layout';
import { LazyTable } from '../lazy-table/lazy-table';
import { ClientTable } from '../client-table/client-table';

interface Chiamata {
  metodo: string;
  url: URL;
  corpo: unknown;
}

/** fetch: the list page for GET, an .xlsx named by Content-Disposition for POST …/excel. */
const XLSX = new Blob(['xlsx']);

function server(nomeFile: string | null) {
  const chiamate: Chiamata[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    const url = new URL(indirizzo, 'http://localhost');
    chiamate.push({ metodo, url, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (metodo === 'GET') {
      return { ok: true, status: 200, text: async () => JSON.stringify({ data: { list: [{ id: 1, username: 'mrossi' }], recordsNumber: 1 } }) };
    }
    const intestazioni = new Headers(
      nomeFile ? { 'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(nomeFile)}` } : {},
    );
    return { ok: true, status: 200, headers: intestazioni, blob: async () => XLSX };
  }) as unknown as typeof fetch;
  return chiamate;
}

/** What the browser is asked to save: the anchor's download name and the blob behind its URL. */
function download() {
  const salvati: { nome: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    salvati.push({ nome: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
  return salvati;
}

function monta(contenuto: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedbackProvider>
        <PageLayout titolo="Utenti" onRefresh={() => undefined}>
          {contenuto}
        </PageLayout>
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

describe('"Scarica Excel" on a list page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a server-paged list posts its current filters to {list}/excel and saves the blob under the server name', async () => {
    const chiamate = server('Utenti_25-11-2026.xlsx');
    const salvati = download();
    monta(
      <LazyTable risorsa="/users" filtri={{ username: 'ros', stato: '' }} forPage={50} ariaLabel="Utenti">
        <Column field="username" header="Username" />
      </LazyTable>,
    );
    const pulsante = await screen.findByRole('button', { name: 'Scarica Excel' });
    const toolbar = screen.getByRole('toolbar');
    expect(Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'))).toEqual(['Aggiorna', 'Scarica Excel']);
    fireEvent.click(pulsante);
    await waitFor(() => expect(salvati).toHaveLength(1));
    const excel = chiamate.find((c) => c.metodo === 'POST');
    expect(excel?.url.pathname).toBe('/api/users/excel');
    expect(excel?.url.searchParams.get('username')).toBe('ros');
    // every matching row, not the page: no paging parameters
    expect(excel?.url.searchParams.has('page')).toBe(false);
    expect(excel?.url.searchParams.has('forPage')).toBe(false);
    expect(salvati[0].nome).toBe('Utenti_25-11-2026.xlsx');
    expect(salvati[0].blob).toBe(XLSX);
  });

  it('without a name from the server it saves prefix + DD-MM-YYYY.xlsx', async () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 5, 10, 0), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate', 'setInterval'] });
    server(null);
    const salvati = download();
    monta(
      <LazyTable risorsa="/users" forPage={50} ariaLabel="Utenti">
        <Column field="username" header="Username" />
      </LazyTable>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(salvati).toHaveLength(1));
    expect(salvati[0].nome).toBe('Utenti_05-01-2026.xlsx');
    jest.useRealTimers();
  });

  it('a client-side list posts its rows with the columns to /api/excel', async () => {
    const chiamate = server('Sessioni_25-11-2026.xlsx');
    const salvati = download();
    const righe = [
      { id: 1, username: 'mrossi', tokenType: 'Bearer' },
      { id: 2, username: 'lverdi', tokenType: 'Bearer' },
    ];
    monta(
      <ClientTable value={righe} rows={20} ariaLabel="Sessioni">
        <Column field="username" header="Username" />
        <Column field="tokenType" header="Token Type" />
        <Column header="" body={() => 'azioni'} />
      </ClientTable>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(salvati).toHaveLength(1));
    const excel = chiamate.find((c) => c.metodo === 'POST');
    expect(excel?.url.pathname).toBe('/api/excel');
    expect(excel?.corpo).toEqual({
      nomeFile: 'Sessioni_',
      colonne: [
        { titolo: 'Username', campo: 'username' },
        { titolo: 'Token Type', campo: 'tokenType' },
      ],
      items: righe,
    });
    expect(salvati[0].nome).toBe('Sessioni_25-11-2026.xlsx');
  });
});
