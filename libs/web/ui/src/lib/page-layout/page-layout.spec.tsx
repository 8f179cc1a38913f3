import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageLayout } from './page-layout';
import { FeedbackProvider } from '../feedback/feedback-context';

describe('PageLayout toolbar', () => {
  it('shows only the buttons the page asks for, with Italian labels', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageLayout titolo="Dettaglio Gruppo" onBack={() => undefined} onSave={() => undefined} storico={{ sezione: 'gruppi', idRisorsa: 1 }}>
          contenuto
        </PageLayout>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Dettaglio Gruppo' })).toBeTruthy();
    const etichette = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(etichette).toEqual(['Indietro', 'Salva', 'Storico Modifiche']);
  });

  it('with `firma` shows the sign button in its place, wired to the signing flow', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackProvider>
          <PageLayout titolo="Referto" onBack={() => undefined} onPrint={() => undefined} onSave={() => undefined} firma={{ risorsa: 'documentrepository', idRisorsa: -1 }}>
            contenuto
          </PageLayout>
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const toolbar = screen.getByRole('toolbar');
    const etichette = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(etichette).toEqual(['Indietro', 'Stampa', 'Firma', 'Salva']);
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    expect(await screen.findByText('Salvare prima di effettuare la validazione.')).toBeTruthy();
  });
});
