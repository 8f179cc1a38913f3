import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../feedback/feedback-context';
import { FirmaButton } from './firma-button';

type Risposta = { status: number; body: unknown };

function rispondi(rotte: Record<string, Risposta>) {
  const chiamate: { metodo: string; url: string; corpo: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    chiamate.push({
      metodo: init?.method ?? 'GET',
      url: percorso,
      corpo: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const trovata = rotte[`${init?.method ?? 'GET'} ${percorso}`] ?? {
      status: 404,
      body: { messaggio: 'non trovato' },
    };
    return {
      ok: trovata.status < 400,
      status: trovata.status,
      text: async () => JSON.stringify(trovata.body),
    };
  }) as unknown as typeof fetch;
  return chiamate;
}

function monta(idRisorsa: number | string) {
  render(
    <QueryClientProvider
      client={
        new QueryClient({ defaultOptions: { queries: { retry: false } } })
      }
    >
      <FeedbackProvider>
        <FirmaButton risorsa="documentrepository" idRisorsa={idRisorsa} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
}

const DOCUMENTO = {
  id: 7,
  idRisorsa: 7,
  sezione: 'documentrepository',
  nomeFile: 'referto.pdf',
  descrizione: 'Referto',
  tipoDocumento: 'REFERTO',
  versione: 1,
  firmato: false,
  base64: 'JVBERi0=',
};
const DISPOSITIVI = [
  {
    codiceDispositivo: 'P12',
    descrizioneDispositivo: 'Certificato della struttura',
    grafometrico: false,
  },
];

describe('signing from the toolbar', () => {
  it('asks to save an unsaved record first', async () => {
    rispondi({});
    monta(-1);
    expect(
      await screen.findByText('Salvare prima di effettuare la validazione.'),
    ).toBeTruthy();
  });

  it('says "Documento non firmato" when the document cannot be fetched', async () => {
    rispondi({
      'GET /api/documentrepository/lastactive/7': {
        status: 404,
        body: { messaggio: 'Documento non trovato' },
      },
    });
    monta(7);
    expect(await screen.findByText('Documento non firmato')).toBeTruthy();
  });

  it('requires a device and the password, then posts the password encoded twice', async () => {
    const chiamate = rispondi({
      'GET /api/documentrepository/lastactive/7': {
        status: 200,
        body: { data: DOCUMENTO },
      },
      'GET /api/digitalsigndevice': {
        status: 200,
        body: { data: DISPOSITIVI },
      },
      'POST /api/documentrepository/firma/7': {
        status: 200,
        body: { messaggio: 'ok' },
      },
    });
    monta(7);
    const dialogo = await screen.findByTestId('dialog-firma');
    expect(dialogo.textContent).toContain('Referto');
    fireEvent.submit(dialogo.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Dispositivo non selezionato')).toBeTruthy();
    expect(screen.getByText('Il campo Password è obbligatorio')).toBeTruthy();
    expect(chiamate.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('posts the chosen device and the password encoded twice, then says "Firma effettuata"', async () => {
    const chiamate = rispondi({
      'GET /api/documentrepository/lastactive/7': {
        status: 200,
        body: { data: DOCUMENTO },
      },
      'GET /api/digitalsigndevice': {
        status: 200,
        body: { data: DISPOSITIVI },
      },
      'POST /api/documentrepository/firma/7': {
        status: 200,
        body: { messaggio: 'ok' },
      },
    });
    monta(7);
    const dialogo = await screen.findByTestId('dialog-firma');
    await waitFor(() =>
      expect(chiamate.some((c) => c.url === '/api/digitalsigndevice')).toBe(
        true,
      ),
    );
    fireEvent.click(dialogo.querySelector('.p-dropdown') as HTMLElement);
    fireEvent.click(await screen.findByText('Certificato della struttura'));
    fireEvent.change(
      dialogo.querySelector('#firma-password') as HTMLInputElement,
      { target: { value: 'Segreta!2026' } },
    );
    fireEvent.submit(dialogo.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Firma effettuata')).toBeTruthy();
    const firma = chiamate.find((c) => c.metodo === 'POST');
    expect(firma?.url).toBe('/api/documentrepository/firma/7');
    expect(firma?.corpo).toMatchObject({
      idEvento: 7,
      key: btoa(btoa('Segreta!2026')),
      codiceDispositivo: 'P12',
      firmaGrafica: null,
    });
  });

  it('shows the server messaggio in the ATTENZIONE dialog when signing fails', async () => {
    rispondi({
      'GET /api/documentrepository/lastactive/7': {
        status: 200,
        body: { data: DOCUMENTO },
      },
      'GET /api/digitalsigndevice': {
        status: 200,
        body: { data: DISPOSITIVI },
      },
      'POST /api/documentrepository/firma/7': {
        status: 400,
        body: { messaggio: 'Password di firma errata' },
      },
    });
    monta(7);
    const dialogo = await screen.findByTestId('dialog-firma');
    fireEvent.click(dialogo.querySelector('.p-dropdown') as HTMLElement);
    fireEvent.click(await screen.findByText('Certificato della struttura'));
    fireEvent.change(
      dialogo.querySelector('#firma-password') as HTMLInputElement,
      { target: { value: 'sbagliata' } },
    );
    fireEvent.submit(dialogo.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Password di firma errata')).toBeTruthy();
    expect(screen.getByText('ATTENZIONE')).toBeTruthy();
  });
});
