import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { HomePazientePage } from './home-paziente.page';
import { DocumentoPersonalePage } from './documento-personale.page';
import { viewTarget } from './generic-view.page';
import { greetingKey } from './greeting';

/** The server as the browser sees it: every fetch answered here, by path. */
function serverCon(risposte: Record<string, { status: number; corpo: unknown }>) {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    richieste.push(url);
    const risposta = risposte[url.pathname] ?? { status: 404, corpo: {} };
    return new Response(JSON.stringify(risposta.corpo), { status: risposta.status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return richieste;
}

const referto = {
  id: 7,
  idRisorsa: 1,
  sezione: 'documentrepository',
  idAnagrafica: 3,
  nomeFile: 'referto.pdf',
  descrizione: 'Referto visita cardiologica',
  tipoDocumento: 'REFERTO',
  versione: 1,
  firmato: true,
  inviatoFse: false,
  dataRefertazione: Date.UTC(2026, 10, 20, 9, 30),
  size: 2048,
};

describe("patient's pages (spec 1 §2, §4)", () => {
  it('home: greets the patient by name and lists their own documents, each opening /paziente/view/{id}', async () => {
    const richieste = serverCon({
      '/api/users/profile': { status: 200, corpo: { data: { id: 3, firstname: 'Anna', lastname: 'Paziente', gruppo: { menuGruppo: [], permessi: [] } } } },
      '/api/documentrepository/personali': { status: 200, corpo: { data: { list: [referto], recordsNumber: 1 } } },
    });
    renderWithApp(<HomePazientePage />, '/paziente/homepaziente');
    expect(await screen.findByRole('heading', { name: /^(Buongiorno|Buonasera), Anna Paziente$/ })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Referto visita cardiologica/ });
    expect(link.getAttribute('href')).toBe('/paziente/view/7');
    expect(screen.getByText('REFERTO')).toBeTruthy();
    expect(screen.getByText('Firmato')).toBeTruthy();
    expect(screen.getByText('Non inviato')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Il mio profilo' })).toBeTruthy();
    const lista = richieste.find((u) => u.pathname === '/api/documentrepository/personali');
    expect(lista?.searchParams.get('forPage')).toBe('20');
  });

  it('own document: a 404 reads "Documento non trovato"', async () => {
    serverCon({ '/api/documentrepository/personali/99': { status: 404, corpo: { messaggio: 'Documento non trovato' } } });
    const { container } = renderWithApp(<DocumentoPersonalePage />, '/paziente/view/99');
    expect((await screen.findByTestId('errore-documento')).textContent).toContain('Documento non trovato');
    expect(container.querySelector('[data-testid="visore-pdf"]')).toBeNull();
  });

  it('view/{id}: the archive for who may read it, else the own view', () => {
    expect(viewTarget('5', true)).toBe('/documentrepository/view/5');
    expect(viewTarget('5', false)).toBe('/paziente/view/5');
  });

  it('greets by the hour', () => {
    expect(greetingKey(9)).toBe('paziente.buongiorno');
    expect(greetingKey(19)).toBe('paziente.buonasera');
  });
});
